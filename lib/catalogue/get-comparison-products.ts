import "server-only";

import { ComparisonDocument, type ComparisonQuery } from "@/graphql/generated/pim";
import type { CacheOptions } from "@/lib/cache/cache-mode";

import { warnMissingProducts } from "./missing-products";
import { readCatalogue } from "./read-catalogue";

export type ComparisonProduct = ComparisonQuery["comparison"][number];

/**
 * The products of the comparison basket with variants and specifications, in the slugs' order;
 * a product the region does not offer is left out, with a warning.
 */
export async function getComparisonProducts(
  slugs: readonly string[],
  sisCode: string,
  cache: CacheOptions,
): Promise<ComparisonProduct[]> {
  const sorted = [...slugs].sort();
  const { comparison } = await readCatalogue(
    ComparisonDocument,
    { slugs: sorted, locale: sisCode },
    cache,
  );
  const bySlug = new Map(comparison.map((product) => [product.slug, product]));
  warnMissingProducts(slugs, new Set(bySlug.keys()), sisCode);
  return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
}
