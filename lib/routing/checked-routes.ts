import "server-only";

import type { CacheOptions } from "@/lib/cache/cache-mode";
import { catalogueRouteExists } from "@/lib/catalogue/find-catalogue-route";
import type { Locale } from "@/lib/site/types";

/** Whether a file-based path (segments after locale and site slug) names an existing page. */
type RouteCheck = (
  segments: readonly string[],
  locale: Locale,
  cache: CacheOptions,
) => Promise<boolean>;

/**
 * File-based routes whose pages depend on backend data, by first segment. proxy.ts asks before
 * rewriting, where the status can still be set: a miss goes on to the CMS redirects and then the
 * server-rendered 404 page (spec 000 §2, §8).
 */
const ROUTE_CHECKS: Readonly<Record<string, RouteCheck>> = {
  products: catalogueRouteExists,
  services: catalogueRouteExists,
  "smart-factory": catalogueRouteExists,
};

export function routeCheckFor(segments: readonly string[]): RouteCheck | undefined {
  const first = segments[0];
  return first !== undefined && Object.hasOwn(ROUTE_CHECKS, first)
    ? ROUTE_CHECKS[first]
    : undefined;
}
