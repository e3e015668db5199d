import type { Metadata } from "next";

import { CataloguePage, cataloguePageMetadata } from "@/components/catalogue/catalogue-page";

type Props = PageProps<"/[siteSegment]/[locale]/smart-factory/[[...path]]">;

async function catalogueParams({ params }: Props) {
  const { siteSegment, locale, path = [] } = await params;
  return { siteSegment, locale, segments: ["smart-factory", ...path] };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return cataloguePageMetadata(await catalogueParams(props));
}

/** /{locale}/smart-factory and every classification and product below it (spec 000 §2). */
export default async function Page(props: Props) {
  return <CataloguePage params={await catalogueParams(props)} />;
}
