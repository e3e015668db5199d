import "server-only";

import { ComparisonDocument, type ComparisonQuery } from "@/graphql/generated/pim";
import type { CacheOptions } from "@/lib/cache/cache-mode";

import { warnMissingProducts, warnProductsNotOffered } from "./missing-products";
import { offeredForComparison } from "./offered-for-comparison";
import { readCatalogue } from "./read-catalogue";

export type ComparisonProduct = ComparisonQuery["comparison"][number];

interface ComparisonProducts {
  /** The products to compare, in the slugs' order. */
  products: ComparisonProduct[];
  /** Slugs of the asked products the visitor's country is not offered. */
  notOffered: string[];
}

/**
 * The products of the comparison basket with variants and specifications, in the slugs' order;
 * a product the region does not have, or the visitor's country is not offered (null: an
 * international locale, every product), is left out with a warning.
 */
export async function getComparisonProducts(
  slugs: readonly string[],
  sisCode: string,
  country: string | null,
  cache: CacheOptions,
): Promise<ComparisonProducts> {
  const sorted = [...slugs].sort();
  const { comparison } = await readCatalogue(
    ComparisonDocument,
    { slugs: sorted, locale: sisCode },
    cache,
  );
  const bySlug = new Map(comparison.map((product) => [product.slug, product]));
  warnMissingProducts(slugs, new Set(bySlug.keys()), sisCode);
  const found = slugs.flatMap((slug) => bySlug.get(slug) ?? []);
  const { offered, notOffered } = offeredForComparison(found, country);
  warnProductsNotOffered(notOffered, country);
  return { products: offered, notOffered };
}
