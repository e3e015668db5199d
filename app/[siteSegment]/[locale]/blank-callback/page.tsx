import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { CallbackFrame } from "@/components/portal/session/callback-frame";
import { BlankCallbackView } from "@/components/portal/session/blank-callback-view";
import { portalMetadata } from "@/lib/portal/portal-metadata";
import { getSiteContextForSegment } from "@/lib/site-context/get-site-context";

type Props = PageProps<"/[siteSegment]/[locale]/blank-callback">;

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata(params, "Callback.silentTitle");
}

/** /{locale}/blank-callback: the silent renewal's return, loaded in a hidden frame (spec 001 §2). */
export default async function BlankCallbackPage({ params }: Props) {
  const { siteSegment, locale } = await params;
  const context = (await getSiteContextForSegment(siteSegment, locale)) ?? notFound();
  return (
    <CallbackFrame context={context} title="silentTitle">
      <BlankCallbackView />
    </CallbackFrame>
  );
}
