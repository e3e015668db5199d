import type { Metadata } from "next";

import { portalMetadata } from "@/lib/portal/portal-metadata";
import { PartsOrdersScreen } from "@/components/portal/product-information/parts-orders-screen";
import { ServiceGate } from "@/components/portal/session/service-gate";

type Props = PageProps<"/[siteSegment]/[locale]/mykomax/product-information/orders">;

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata(params, "ProductInformation.ordersLink");
}

/** /{locale}/mykomax/product-information/orders: the company's parts orders, newest first. */
export default function PartsOrdersPage() {
  return (
    <ServiceGate service="productInformation">
      <PartsOrdersScreen />
    </ServiceGate>
  );
}
