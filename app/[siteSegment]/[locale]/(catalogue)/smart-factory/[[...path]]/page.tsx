import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { CataloguePage, cataloguePageMetadata } from "@/components/catalogue/catalogue-page";
import { loadCataloguePage } from "@/lib/catalogue/load-catalogue-page";

type Props = PageProps<"/[siteSegment]/[locale]/smart-factory/[[...path]]">;

async function load({ params }: Props) {
  const { siteSegment, locale, path = [] } = await params;
  return (await loadCataloguePage(siteSegment, locale, ["smart-factory", ...path])) ?? notFound();
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return cataloguePageMetadata(await load(props));
}

/** /{locale}/smart-factory and every classification and product below it (spec 000 §2). */
export default async function Page(props: Props) {
  return <CataloguePage loaded={await load(props)} />;
}
