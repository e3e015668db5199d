/** What a cached backend read did, for its span: spec 000 §9's cache as seen by one read. */
type CacheOutcome = "hit" | "miss" | "stale" | "bypass";

/** Where this read's own load stood when the read returned; "none" when it started none. */
export type LoadState = "none" | "pending" | "fulfilled" | "rejected";

/**
 * hit: served from the cache without a backend call; miss: this read called the backend and
 * waited for it; stale: served the kept copy while (or because) its refresh had not succeeded;
 * bypass: `?cache=false` or a draft, past the cache. A read that joined another's load counts
 * as a hit: it made no call of its own.
 */
export function cacheOutcome(bypass: boolean, load: LoadState): CacheOutcome {
  if (bypass) return "bypass";
  if (load === "none") return "hit";
  return load === "fulfilled" ? "miss" : "stale";
}
