import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { portalMetadata } from "@/lib/portal/portal-metadata";
import { ProductDetailScreen } from "@/components/portal/product-information/product-detail-screen";
import { ServiceGate } from "@/components/portal/session/service-gate";
import { portalScreen } from "@/lib/portal/portal-routes";

type Props = PageProps<"/[siteSegment]/[locale]/mykomax/product-information/[slug]">;

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return portalMetadata(params, "ProductInformation.detailTitle");
}

/**
 * /{locale}/mykomax/product-information/{slug}: a product's parts, knowledge hub and software.
 * The PIM's data loads in the browser (live stock, never a minute old; the page's HTML stays the
 * same for everyone and may be cached); a malformed slug is a 404 here already (proxy.ts).
 */
export default async function ProductDetailPage({ params }: Props) {
  const { slug } = await params;
  const screen = portalScreen(["product-information", slug]);
  if (screen?.kind !== "product") notFound();
  return (
    <ServiceGate service="productInformation">
      <ProductDetailScreen slug={screen.slug} />
    </ServiceGate>
  );
}
