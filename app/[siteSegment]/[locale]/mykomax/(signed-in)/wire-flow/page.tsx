import type { Metadata } from "next";

import { portalMetadata } from "@/lib/portal/portal-metadata";
import { ServiceGate } from "@/components/portal/session/service-gate";
import { WireFlowScreen } from "@/components/portal/wire-flow/wire-flow-screen";

type Props = PageProps<"/[siteSegment]/[locale]/mykomax/wire-flow">;

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata(params, "Portal.service.wireFlow");
}

/** /{locale}/mykomax/wire-flow: the download centre on premises, the cloud link otherwise (spec 001 §2). */
export default function WireFlowPage() {
  return (
    <ServiceGate service="wireFlow">
      <WireFlowScreen />
    </ServiceGate>
  );
}
