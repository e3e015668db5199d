import "server-only";

import { applyCacheParam } from "@/lib/api/apply-cache-param";
import type { CacheOptions } from "@/lib/cache/cache-mode";

import { searchCache } from "./search-cache";

/**
 * `?cache=clear` marks the search cache (and the server cache) stale and reads fresh, `?cache=false`
 * reads past both (spec 000 §9), as for every other cached read.
 */
export function applySearchCacheParam(cache: "clear" | "false" | undefined): CacheOptions {
  if (cache === "clear") searchCache().markStale();
  return applyCacheParam(cache);
}
