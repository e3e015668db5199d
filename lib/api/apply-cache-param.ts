import type { CacheOptions } from "@/lib/cache/cache-mode";
import { serverCache } from "@/lib/cache/server-cache";

/**
 * Route handlers under /api are not seen by proxy.ts, so they honour `?cache=` themselves:
 * `clear` marks the server cache stale (coalesced), so what the request reads is loaded anew,
 * `false` reads past it.
 */
export function applyCacheParam(cache: "clear" | "false" | undefined): CacheOptions {
  if (cache === "clear") serverCache().markStale();
  return { mode: cache === "false" ? "bypass" : "default" };
}
