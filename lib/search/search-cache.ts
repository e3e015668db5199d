import "server-only";

import { CACHE_LIMITS, ServerCache } from "@/lib/cache/server-cache";
import { sharedLayer } from "@/lib/cache/shared-layer.mjs";

const GLOBAL_KEY = Symbol.for("ferrion.search-cache");

/**
 * Search results and suggestions, cached per site, locale, query and page (spec 000 §9), with the
 * server cache's limits but apart from it: every visitor's queries and each typed prefix would
 * otherwise push the navigation and page reads out of the shared 400 entries.
 */
export function searchCache(): ServerCache {
  const store = globalThis as typeof globalThis & { [GLOBAL_KEY]?: ServerCache };
  store[GLOBAL_KEY] ??= new ServerCache({
    ...CACHE_LIMITS,
    sharedLayer: (onRemoteClear) => sharedLayer("search", { onRemoteClear }),
  });
  return store[GLOBAL_KEY];
}
