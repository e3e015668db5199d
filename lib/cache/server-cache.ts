import { LRUCache } from "lru-cache";

import type { CacheOptions } from "./cache-mode";

/** Spec 000 §9: at most 400 entries, 30 minutes, a refresh stuck for 5 seconds counts as dead. */
export const CACHE_LIMITS = {
  maxEntries: 400,
  ttlMs: 30 * 60 * 1000,
  deadRefreshMs: 5000,
} as const;

type Loader = () => Promise<unknown>;

interface Entry {
  value: unknown;
}

export interface ServerCacheSettings {
  maxEntries: number;
  ttlMs: number;
  deadRefreshMs: number;
  /** Clock for tests; defaults to performance. */
  perf?: { now(): number };
}

export class RefreshTimeoutError extends Error {
  override name = "RefreshTimeoutError";
}

function withDeadline<T>(promise: Promise<T>, ms: number, key: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new RefreshTimeoutError(`Loading ${key} took over ${ms} ms`)),
      ms,
    );
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Read-through cache of backend reads. A fresh entry is served as is; a stale one is served
 * while one background refresh runs; concurrent misses share one load; a failed or dead refresh
 * keeps serving the stale value, and a miss without a stale value rethrows the load's error.
 */
export class ServerCache {
  private readonly lru: LRUCache<string, Entry, Loader>;

  constructor(private readonly settings: ServerCacheSettings) {
    this.lru = new LRUCache<string, Entry, Loader>({
      max: settings.maxEntries,
      ttl: settings.ttlMs,
      perf: settings.perf,
      ttlResolution: 0,
      allowStale: true,
      noDeleteOnStaleGet: true,
      // A failed refresh keeps the stale entry (served meanwhile) so the next read tries again;
      // a failed load with nothing stale rejects every waiting reader with the load's error.
      noDeleteOnFetchRejection: true,
      fetchMethod: async (key, _stale, { context }) => ({
        value: await withDeadline(context(), settings.deadRefreshMs, key),
      }),
    });
  }

  async read<T>(key: string, load: () => Promise<T>, options: CacheOptions): Promise<T> {
    if (options.mode === "bypass") return load();
    const entry = await this.lru.fetch(`${options.keyPrefix ?? ""}${key}`, { context: load });
    // Undefined only when clear() aborted this load midway: load again outside the cache.
    if (!entry) return load();
    return entry.value as T;
  }

  clear(): void {
    this.lru.clear();
  }

  get size(): number {
    return this.lru.size;
  }
}

const GLOBAL_KEY = Symbol.for("ferrion.server-cache");

/**
 * The process-wide cache. Kept on globalThis because proxy.ts and the app routes are bundled
 * separately but run in one process, and `?cache=clear` must empty the one both read.
 */
export function serverCache(): ServerCache {
  const store = globalThis as typeof globalThis & { [GLOBAL_KEY]?: ServerCache };
  store[GLOBAL_KEY] ??= new ServerCache(CACHE_LIMITS);
  return store[GLOBAL_KEY];
}
