import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { Dashboard } from "@/components/portal/dashboard/dashboard";
import { portalMetadata } from "@/lib/portal/portal-metadata";
import { getSiteContextForSegment } from "@/lib/site-context/get-site-context";

type Props = PageProps<"/[siteSegment]/[locale]/mykomax">;

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata(params, "Portal.dashboardTitle");
}

/** /{locale}/mykomax: the dashboard of services. */
export default async function DashboardPage({ params }: Props) {
  const { siteSegment, locale } = await params;
  const context = (await getSiteContextForSegment(siteSegment, locale)) ?? notFound();
  // The language said outright: a page renders beside its layout, maybe before the layout set it,
  // and a request's first translation fixes its language for the whole page (issue 28).
  const t = await getTranslations({ locale: context.locale.language, namespace: "Portal" });
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{t("dashboardTitle")}</h1>
      <Dashboard />
    </div>
  );
}
