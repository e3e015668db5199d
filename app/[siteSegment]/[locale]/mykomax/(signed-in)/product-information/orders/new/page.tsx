import type { Metadata } from "next";

import { portalMetadata } from "@/lib/portal/portal-metadata";
import { NewPartsOrderScreen } from "@/components/portal/product-information/new-parts-order-screen";
import { ServiceGate } from "@/components/portal/session/service-gate";

type Props = PageProps<"/[siteSegment]/[locale]/mykomax/product-information/orders/new">;

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata(params, "PartsOrderForm.newOrder");
}

/** /{locale}/mykomax/product-information/orders/new: the cart's real parts in one order. */
export default function NewPartsOrderPage() {
  return (
    <ServiceGate service="productInformation">
      <NewPartsOrderScreen />
    </ServiceGate>
  );
}
