import "server-only";

import { ProductRoutesDocument } from "@/graphql/generated/pim";
import type { CacheOptions } from "@/lib/cache/cache-mode";
import { createLogger } from "@/lib/log/logger";
import type { Locale } from "@/lib/site/types";

import { productLinkRoutes, productLinkWarning } from "./product-link-routes";
import { readCatalogue } from "./read-catalogue";

const log = createLogger("catalogue");

const NO_ROUTES: ReadonlyMap<string, string> = new Map();

/**
 * The classification routes of the products that CMS product links name, for a visitor's locale:
 * one cached PIM read, none without slugs. Links that lead nowhere are warned about, once per
 * call; a failed read is rethrown like every cached read (spec 000 §8).
 */
export async function getProductRoutes(
  slugs: readonly string[],
  locale: Pick<Locale, "code" | "sisCode" | "country">,
  cache: CacheOptions,
): Promise<ReadonlyMap<string, string>> {
  if (slugs.length === 0) return NO_ROUTES;
  const { productsBySlugs } = await readCatalogue(
    ProductRoutesDocument,
    { slugs: [...slugs], locale: locale.sisCode },
    cache,
  );
  const lookup = productLinkRoutes(slugs, productsBySlugs, locale.country);
  const warning = productLinkWarning(lookup, locale.code, locale.country);
  if (warning) log.warn(warning);
  return lookup.routes;
}
