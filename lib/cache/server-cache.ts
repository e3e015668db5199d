import { createHash } from "node:crypto";

import { LRUCache } from "lru-cache";

import type { CacheOptions } from "./cache-mode";
import { ClearCoalescer } from "./clear-coalescer.mjs";
import { decodeSharedData, encodeSharedData } from "./shared-data-codec";
import { type SharedLayer, sharedLayer } from "./shared-layer.mjs";

/** Spec 000 §9: at most 400 entries, 30 minutes, a refresh stuck for 5 seconds counts as dead. */
export const CACHE_LIMITS = {
  maxEntries: 400,
  ttlMs: 30 * 60 * 1000,
  deadRefreshMs: 5000,
} as const;

type Loader = () => Promise<unknown>;

interface Entry {
  value: unknown;
  /** The cache's generation when the load began: below the current one, the entry is stale. */
  generation: number;
  /**
   * The last good value, kept when the load after a clear failed: served at once, and loaded
   * again in the background on each read until a load succeeds.
   */
  isLastGood?: true;
}

interface ServerCacheSettings {
  maxEntries: number;
  ttlMs: number;
  deadRefreshMs: number;
  /** Clock for tests; defaults to performance. */
  perf?: { now(): number };
  /** How long after marking stale further clears change nothing; clear-coalescer.mjs by default. */
  clearCoalesceMs?: number;
  /**
   * The layer shared with the other instances (Redis), given the hook a clear made elsewhere
   * calls; none: memory only.
   */
  sharedLayer?: (onRemoteClear: () => void) => SharedLayer | null;
  /** Wall clock of the shared entries' store times (the same on every instance); for tests. */
  now?: () => number;
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
 * `?cache=clear` marks every entry stale rather than dropping it: the next read loads it anew and
 * falls back to it when the backend fails, so a clear during an outage changes nothing a reader
 * gets.
 */
export class ServerCache {
  private readonly lru: LRUCache<string, Entry, Loader>;
  private readonly coalescer: ClearCoalescer;
  /** Counts the marks; an entry loaded before the latest one is stale. */
  private generation = 0;
  private readonly shared: SharedLayer | null;
  private readonly now: () => number;

  constructor(private readonly settings: ServerCacheSettings) {
    this.coalescer = new ClearCoalescer({
      windowMs: settings.clearCoalesceMs,
      perf: settings.perf,
    });
    this.shared = settings.sharedLayer?.(() => this.markStaleFromElsewhere()) ?? null;
    this.now = settings.now ?? Date.now;
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
      fetchMethod: async (key, _stale, { context, options }) => {
        const generation = this.generation;
        if (!this.shared) {
          return { value: await withDeadline(context(), settings.deadRefreshMs, key), generation };
        }
        return this.loadThroughShared(this.shared, key, context, generation, options);
      },
    });
  }

  async read<T>(key: string, load: () => Promise<T>, options: CacheOptions): Promise<T> {
    if (options.mode === "bypass") return load();
    const fullKey = `${options.keyPrefix ?? ""}${key}`;
    const cached = this.lru.peek(fullKey, { allowStale: true });
    const isMarked = cached !== undefined && cached.generation < this.generation;
    // After a clear, an entry is loaded anew before it is served again (one load, shared by
    // every reader), so a page rendered after the clear shows the change.
    const entry = isMarked
      ? await this.readFresh(fullKey, load)
      : await this.lru.fetch(fullKey, { context: load, forceRefresh: cached?.isLastGood });
    // Undefined only when an eviction aborted this load midway: load again outside the cache.
    if (!entry) return load();
    return entry.value as T;
  }

  /**
   * Marks every entry stale: the next read loads it anew, falling back to it when that fails. At
   * most once per coalescing window; returns whether this call marked. Every other instance
   * sharing the Redis layer marks its entries too.
   */
  markStale(): boolean {
    if (!this.coalescer.shouldMark()) return false;
    this.generation += 1;
    this.shared?.announceClear();
    return true;
  }

  /** Another instance was asked to clear: marks this one's entries, as its own clear would. */
  markStaleFromElsewhere(): void {
    this.generation += 1;
  }

  get size(): number {
    return this.lru.size;
  }

  /**
   * Loads anew (or joins the load under way); when that fails, the cached value if any, kept as
   * the last good one: later readers get it at once instead of each waiting for a backend that is
   * down, while one load at a time tries again, so the change shows once the backend is back (not
   * only when the entry's lifetime ends).
   */
  private async readFresh(key: string, load: Loader): Promise<Entry | undefined> {
    try {
      return await this.lru.fetch(key, { context: load, forceRefresh: true, allowStale: false });
    } catch (error) {
      const stale = this.lru.peek(key, { allowStale: true });
      if (!stale) throw error;
      const kept: Entry = { value: stale.value, generation: this.generation, isLastGood: true };
      this.lru.set(key, kept, { ttl: Math.max(1, this.lru.getRemainingTTL(key)) });
      return kept;
    }
  }

  /**
   * A miss (or a stale or marked entry) of the near layer: the shared entry when it is current
   * (another instance loaded it since the latest clear), else a load, written to both layers.
   * When that load fails, the shared entry, however old, is the last good copy.
   */
  private async loadThroughShared(
    shared: SharedLayer,
    key: string,
    load: Loader,
    generation: number,
    options: { ttl?: number },
  ): Promise<Entry> {
    const sharedKey = createHash("sha256").update(key).digest("base64url");
    const sharedGeneration = shared.generation();
    const found = decodeSharedData(await shared.get(sharedKey));
    if (found && found.generation >= sharedGeneration) {
      const remainingMs = this.settings.ttlMs - (this.now() - found.storedAt);
      if (remainingMs > 0) {
        options.ttl = remainingMs;
        return { value: found.value, generation };
      }
    }
    try {
      const value = await withDeadline(load(), this.settings.deadRefreshMs, key);
      const encoded = encodeSharedData(value, sharedGeneration, this.now());
      if (encoded) shared.set(sharedKey, encoded, this.settings.ttlMs);
      return { value, generation };
    } catch (error) {
      if (found) return { value: found.value, generation };
      throw error;
    }
  }
}

const GLOBAL_KEY = Symbol.for("ferrion.server-cache");

/**
 * The process-wide cache. Kept on globalThis because proxy.ts and the app routes are bundled
 * separately but run in one process, and `?cache=clear` must mark the one both read. With
 * REDIS_URL, Redis is its shared layer (docs/caching.md "Several instances").
 */
export function serverCache(): ServerCache {
  const store = globalThis as typeof globalThis & { [GLOBAL_KEY]?: ServerCache };
  store[GLOBAL_KEY] ??= new ServerCache({
    ...CACHE_LIMITS,
    sharedLayer: (onRemoteClear) => sharedLayer("data", { onRemoteClear }),
  });
  return store[GLOBAL_KEY];
}
