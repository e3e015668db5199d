import type { Metadata } from "next";

import { CallbackFrame } from "@/components/portal/session/callback-frame";
import { BlankCallbackView } from "@/components/portal/session/blank-callback-view";
import { portalMetadata } from "@/lib/portal/portal-metadata";

type Props = PageProps<"/[siteSegment]/[locale]/blank-callback">;

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata(params, "Callback.silentTitle");
}

/** /{locale}/blank-callback: the silent renewal's return, loaded in a hidden frame (spec 001 §2). */
export default function BlankCallbackPage({ params }: Props) {
  return (
    <CallbackFrame params={params} title="silentTitle">
      <BlankCallbackView />
    </CallbackFrame>
  );
}
