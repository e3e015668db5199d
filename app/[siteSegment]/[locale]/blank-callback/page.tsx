import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { BlankCallbackView } from "@/components/portal/session/blank-callback-view";
import { portalMetadata } from "@/lib/portal/portal-metadata";
import { PortalShell } from "@/components/portal/portal-shell";
import { getSiteContextForSegment } from "@/lib/site-context/get-site-context";

type Props = PageProps<"/[siteSegment]/[locale]/blank-callback">;

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata(params, "Callback.silentTitle");
}

/** /{locale}/blank-callback: the silent renewal's return, loaded in a hidden frame (spec 001 §2). */
export default async function BlankCallbackPage({ params }: Props) {
  const { siteSegment, locale } = await params;
  const context = (await getSiteContextForSegment(siteSegment, locale)) ?? notFound();
  const t = await getTranslations({ locale: context.locale.language, namespace: "Callback" });
  return (
    <PortalShell context={context}>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold">{t("silentTitle")}</h1>
        <BlankCallbackView />
      </div>
    </PortalShell>
  );
}
