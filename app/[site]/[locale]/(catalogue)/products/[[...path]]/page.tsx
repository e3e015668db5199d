import type { Metadata } from "next";

import { CataloguePage, cataloguePageMetadata } from "@/components/catalogue/catalogue-page";

type Props = PageProps<"/[site]/[locale]/products/[[...path]]">;

async function catalogueParams({ params }: Props) {
  const { site, locale, path = [] } = await params;
  return { site, locale, segments: ["products", ...path] };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return cataloguePageMetadata(await catalogueParams(props));
}

/** /{locale}/products and every classification and product below it (spec 000 §2). */
export default async function Page(props: Props) {
  return <CataloguePage params={await catalogueParams(props)} />;
}
