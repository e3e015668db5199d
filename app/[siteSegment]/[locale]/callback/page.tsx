import type { Metadata } from "next";

import { CallbackFrame } from "@/components/portal/session/callback-frame";
import { CallbackView } from "@/components/portal/session/callback-view";
import { portalMetadata } from "@/lib/portal/portal-metadata";

type Props = PageProps<"/[siteSegment]/[locale]/callback">;

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata(params, "Callback.title");
}

/** /{locale}/callback: the login return (spec 001 §2). */
export default function CallbackPage({ params }: Props) {
  return (
    <CallbackFrame params={params} title="title">
      <CallbackView />
    </CallbackFrame>
  );
}
