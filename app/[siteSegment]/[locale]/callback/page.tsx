import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { CallbackFrame } from "@/components/portal/session/callback-frame";
import { CallbackView } from "@/components/portal/session/callback-view";
import { portalMetadata } from "@/lib/portal/portal-metadata";
import { getSiteContextForSegment } from "@/lib/site-context/get-site-context";

type Props = PageProps<"/[siteSegment]/[locale]/callback">;

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata(params, "Callback.title");
}

/** /{locale}/callback: the login return (spec 001 §2). */
export default async function CallbackPage({ params }: Props) {
  const { siteSegment, locale } = await params;
  const context = (await getSiteContextForSegment(siteSegment, locale)) ?? notFound();
  return (
    <CallbackFrame context={context} title="title">
      <CallbackView />
    </CallbackFrame>
  );
}
