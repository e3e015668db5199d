import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { LogoutView } from "@/components/portal/session/logout-view";
import { portalMetadata } from "@/lib/portal/portal-metadata";
import { getSiteContextForSegment } from "@/lib/site-context/get-site-context";

type Props = PageProps<"/[siteSegment]/[locale]/mykomax/logout">;

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata(params, "Logout.title");
}

/** /{locale}/mykomax/logout (spec 001 §2, §4); open to everyone, so it is not behind the gate. */
export default async function LogoutPage({ params }: Props) {
  const { siteSegment, locale } = await params;
  const context = (await getSiteContextForSegment(siteSegment, locale)) ?? notFound();
  // The language said outright, as on the dashboard: the layout may not have set it yet.
  const t = await getTranslations({ locale: context.locale.language, namespace: "Logout" });
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <LogoutView />
    </div>
  );
}
