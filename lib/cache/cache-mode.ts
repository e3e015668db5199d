/**
 * How a read uses the server cache: `default` reads through it, `bypass` (`?cache=false`) loads
 * fresh without touching it. `?cache=clear` is not a mode: proxy.ts empties the cache once per
 * request before anything reads it, then the request reads through as usual.
 */
export type CacheMode = "default" | "bypass";

type QueryValue = string | string[] | undefined | null;

function first(value: QueryValue): string | undefined {
  return (Array.isArray(value) ? value[0] : value) ?? undefined;
}

export function cacheModeFromQuery(value: QueryValue): CacheMode {
  return first(value) === "false" ? "bypass" : "default";
}

export function isCacheClearRequested(value: QueryValue): boolean {
  return first(value) === "clear";
}

export interface CacheOptions {
  mode: CacheMode;
  /** Set while the next-release toggle is on, so its data never mixes with the current release. */
  keyPrefix?: string;
}
