import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { portalMetadata } from "@/lib/portal/portal-metadata";
import { ProductContentScreen } from "@/components/portal/product-information/product-content-screen";
import { ServiceGate } from "@/components/portal/session/service-gate";
import { portalScreen } from "@/lib/portal/portal-routes";

type Props = PageProps<"/[siteSegment]/[locale]/mykomax/product-information/[slug]/[contentId]">;

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata(params, "ProductInformation.contentTitle");
}

/** /{locale}/mykomax/product-information/{productid}/{contentid}: one knowledge hub item. */
export default async function ProductContentPage({ params }: Props) {
  const { slug, contentId } = await params;
  const screen = portalScreen(["product-information", slug, contentId]);
  if (screen?.kind !== "productContent") notFound();
  return (
    <ServiceGate service="productInformation">
      <ProductContentScreen productId={screen.productId} contentId={screen.contentId} />
    </ServiceGate>
  );
}
