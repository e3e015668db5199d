import type { Metadata } from "next";

import { CataloguePage, cataloguePageMetadata } from "@/components/catalogue/catalogue-page";
import { CAPABILITIES_SEGMENT } from "@/lib/catalogue/catalogue-path";

type Props = PageProps<"/[siteSegment]/[locale]/products/capabilities/[slug]">;

async function catalogueParams({ params }: Props) {
  const { siteSegment, locale, slug } = await params;
  return { siteSegment, locale, segments: ["products", CAPABILITIES_SEGMENT, slug] };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return cataloguePageMetadata(await catalogueParams(props));
}

/** /{locale}/products/capabilities/{capability-slug}: a capability and its products. */
export default async function Page(props: Props) {
  return <CataloguePage params={await catalogueParams(props)} />;
}
