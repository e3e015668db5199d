import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { CataloguePage, cataloguePageMetadata } from "@/components/catalogue/catalogue-page";
import { CAPABILITIES_SEGMENT } from "@/lib/catalogue/catalogue-path";
import { loadCataloguePage } from "@/lib/catalogue/load-catalogue-page";

type Props = PageProps<"/[siteSegment]/[locale]/products/capabilities/[slug]">;

async function load({ params }: Props) {
  const { siteSegment, locale, slug } = await params;
  const segments = ["products", CAPABILITIES_SEGMENT, slug];
  return (await loadCataloguePage(siteSegment, locale, segments)) ?? notFound();
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return cataloguePageMetadata(await load(props));
}

/** /{locale}/products/capabilities/{capability-slug}: a capability and its products. */
export default async function Page(props: Props) {
  return <CataloguePage loaded={await load(props)} />;
}
