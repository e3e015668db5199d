import "server-only";

import { ProductDataDocument } from "@/graphql/generated/pim";
import type { CacheOptions } from "@/lib/cache/cache-mode";

import { readCatalogue } from "./read-catalogue";
import type { ClassificationSummary, ProductCard } from "./types";

/** The PIM's page size for the product list. */
const PAGE_SIZE = 500;
/** A bound on the pages read, so a misbehaving backend cannot keep the route busy forever. */
const MAX_PAGES = 100;

interface ProductData {
  classifications: ClassificationSummary[];
  products: ProductCard[];
}

/** Every classification and product of a service-system locale (GET /api/product-data/{sisCode}). */
export async function getProductData(sisCode: string, cache: CacheOptions): Promise<ProductData> {
  const first = await readCatalogue(
    ProductDataDocument,
    { locale: sisCode, first: PAGE_SIZE, skip: 0 },
    cache,
  );
  const products = [...first.products];
  for (let page = 1; page < MAX_PAGES && products.length === page * PAGE_SIZE; page++) {
    const next = await readCatalogue(
      ProductDataDocument,
      { locale: sisCode, first: PAGE_SIZE, skip: page * PAGE_SIZE },
      cache,
    );
    products.push(...next.products);
  }
  return { classifications: first.classifications, products };
}
