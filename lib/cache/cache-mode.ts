/**
 * How a read uses the server cache: `default` reads through it (stale-while-refresh; an entry a
 * clear marked is loaded anew first), `bypass` (`?cache=false`) loads without touching it,
 * `fresh` (`?cache=clear`) loads anew and stores the result, falling back to the cached value
 * when the load fails. Marking the caches stale on `?cache=clear` is the caller's job (proxy.ts,
 * applyCacheParam), before anything reads.
 */
export type CacheMode = "default" | "bypass" | "fresh";

type QueryValue = string | string[] | undefined | null;

function first(value: QueryValue): string | undefined {
  return (Array.isArray(value) ? value[0] : value) ?? undefined;
}

export function cacheModeFromQuery(value: QueryValue): CacheMode {
  const mode = first(value);
  if (mode === "false") return "bypass";
  return mode === "clear" ? "fresh" : "default";
}

export function isCacheClearRequested(value: QueryValue): boolean {
  return first(value) === "clear";
}

export interface CacheOptions {
  mode: CacheMode;
  /** Set while the next-release toggle is on, so its data never mixes with the current release. */
  keyPrefix?: string;
}
