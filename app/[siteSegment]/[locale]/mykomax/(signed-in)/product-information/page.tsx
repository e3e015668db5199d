import type { Metadata } from "next";

import { portalMetadata } from "@/lib/portal/portal-metadata";
import { ProductListScreen } from "@/components/portal/product-information/product-list-screen";
import { ServiceGate } from "@/components/portal/session/service-gate";

type Props = PageProps<"/[siteSegment]/[locale]/mykomax/product-information">;

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata(params, "ProductInformation.title");
}

/** /{locale}/mykomax/product-information: the customer's products and a catalogue search. */
export default function ProductInformationPage() {
  return (
    <ServiceGate service="productInformation">
      <ProductListScreen />
    </ServiceGate>
  );
}
