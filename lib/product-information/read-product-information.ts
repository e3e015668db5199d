import "server-only";

import {
  ProductInformationContentDocument,
  ProductInformationDetailDocument,
  ProductInformationProductsDocument,
  ProductInformationSearchDocument,
} from "@/graphql/generated/pim";
import { pimClient } from "@/lib/catalogue/pim-client";

// Straight to the PIM, past the server data cache: the detail carries live stock (issue 14: never
// cached longer than a minute), and the route handlers' own Cache-Control says how long a
// browser may keep each answer.

export async function readProducts(ids: string[], locale: string) {
  if (ids.length === 0) return [];
  return (await pimClient.query(ProductInformationProductsDocument, { ids, locale })).productsByIds;
}

export async function searchProducts(text: string, locale: string, activeOnly: boolean) {
  return (await pimClient.query(ProductInformationSearchDocument, { text, locale, activeOnly }))
    .searchProducts;
}

export async function readProductDetail(slug: string, locale: string) {
  return (await pimClient.query(ProductInformationDetailDocument, { slug, locale })).product;
}

export async function readKnowledgeContent(productId: string, contentId: string, locale: string) {
  return pimClient.query(ProductInformationContentDocument, { productId, contentId, locale });
}
