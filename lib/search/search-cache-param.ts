import "server-only";

import { applyCacheParam } from "@/lib/api/apply-cache-param";
import type { CacheOptions } from "@/lib/cache/cache-mode";

import { searchCache } from "./search-cache";

/**
 * `?cache=clear` marks the search cache (and the server cache) stale, so what the request reads is
 * loaded anew; `?cache=false`
 * reads past both (spec 000 §9), as for every other cached read.
 */
export function applySearchCacheParam(cache: "clear" | "false" | undefined): CacheOptions {
  if (cache === "clear") searchCache().markStale();
  return applyCacheParam(cache);
}
