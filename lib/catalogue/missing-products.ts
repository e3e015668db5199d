import "server-only";

import { createLogger } from "@/lib/log/logger";

const log = createLogger("catalogue");

/**
 * The warning for products asked for but not offered in a region (spec 000 §8: "Missing products
 * in a region are skipped with a warning"); null when every product was found.
 */
export function missingProductsWarning(
  asked: readonly string[],
  found: ReadonlySet<string>,
  region: string,
): string | null {
  const missing = asked.filter((slug) => !found.has(slug));
  if (missing.length === 0) return null;
  return `Skipped products missing in region ${region}: ${missing.join(", ")}`;
}

export function warnMissingProducts(
  asked: readonly string[],
  found: ReadonlySet<string>,
  region: string,
): void {
  const warning = missingProductsWarning(asked, found, region);
  if (warning) log.warn(warning);
}

/** The warning for compared products the visitor's country is not offered; null when none. */
export function notOfferedWarning(notOffered: readonly string[], country: string): string | null {
  if (notOffered.length === 0) return null;
  return `Skipped products not offered in ${country}: ${notOffered.join(", ")}`;
}

export function warnProductsNotOffered(
  notOffered: readonly string[],
  country: string | null,
): void {
  const warning = country === null ? null : notOfferedWarning(notOffered, country);
  if (warning) log.warn(warning);
}
