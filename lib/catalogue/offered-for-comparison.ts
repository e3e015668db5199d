import { isAvailableIn } from "./country-filter";

/**
 * Spec 000 §5: the comparison lists a product only where its supported countries include the
 * visitor's country (empty: everywhere; an international locale has no country and compares
 * everything). The basket is shared by every locale of the site, so it may hold products the
 * visitor's country is not offered: those are named, not compared.
 */
export function offeredForComparison<
  T extends { slug: string; supported_countries: readonly string[] },
>(products: readonly T[], country: string | null): { offered: T[]; notOffered: string[] } {
  const offered: T[] = [];
  const notOffered: string[] = [];
  for (const product of products) {
    if (isAvailableIn(product.supported_countries, country)) offered.push(product);
    else notOffered.push(product.slug);
  }
  return { offered, notOffered };
}
