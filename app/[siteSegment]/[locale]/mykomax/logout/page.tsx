import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { LogoutView } from "@/components/portal/logout-view";
import { portalMetadata } from "@/lib/portal/portal-metadata";

type Props = PageProps<"/[siteSegment]/[locale]/mykomax/logout">;

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata(params, "Logout.title");
}

/** /{locale}/mykomax/logout (spec 001 §2, §4); open to everyone, so it is not behind the gate. */
export default async function LogoutPage() {
  const t = await getTranslations("Logout");
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <LogoutView />
    </div>
  );
}
