/**
 * How a read uses the server cache: `default` reads through it (stale-while-refresh; an entry a
 * clear marked is loaded anew first), `bypass` (`?cache=false`) loads without touching it.
 * `?cache=clear` is not a mode: the caller (proxy.ts, applyCacheParam) marks the caches stale
 * before anything reads, and the request then reads through them as usual, so it loads anew
 * what it reads, once each, as every request after it does.
 */
export type CacheMode = "default" | "bypass";

type QueryValue = string | string[] | undefined | null;

function first(value: QueryValue): string | undefined {
  return (Array.isArray(value) ? value[0] : value) ?? undefined;
}

export function cacheModeFromQuery(value: QueryValue): CacheMode {
  const mode = first(value);
  return mode === "false" ? "bypass" : "default";
}

export function isCacheClearRequested(value: QueryValue): boolean {
  return first(value) === "clear";
}

export interface CacheOptions {
  mode: CacheMode;
  /** Set while the next-release toggle is on, so its data never mixes with the current release. */
  keyPrefix?: string;
}
