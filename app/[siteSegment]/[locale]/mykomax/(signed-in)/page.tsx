import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { Dashboard } from "@/components/portal/dashboard";
import { portalMetadata } from "@/lib/portal/portal-metadata";

type Props = PageProps<"/[siteSegment]/[locale]/mykomax">;

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata(params, "Portal.dashboardTitle");
}

/** /{locale}/mykomax: the dashboard of services. */
export default async function DashboardPage() {
  const t = await getTranslations("Portal");
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{t("dashboardTitle")}</h1>
      <Dashboard />
    </div>
  );
}
