import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

import { LRUCache } from "lru-cache";

import { ClearCoalescer } from "../lib/cache/clear-coalescer.mjs";
import { STORE_MARKER } from "../lib/http/ferrion-headers.mjs";
import { isInternalResponseHeader } from "./internal-headers.mjs";
import { RSC_VARY } from "./rsc-request.mjs";
import { decodeSharedPage, encodeSharedPage } from "./shared-page-codec.mjs";

/**
 * @typedef {{ status: number, headers: Record<string, string | string[]>, body: Buffer }} RenderedResponse
 * @typedef {RenderedResponse & { etag: string, gzip: Buffer, br: Buffer }} CachedPage
 * @typedef {{ page: CachedPage, generation: number }} Entry generation: the cache's when the render began
 */

// Headers that describe one transfer, not the page.
const TRANSFER_HEADERS = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "date",
  STORE_MARKER,
]);

// What a stored answer may vary by: the request headers its key holds.
const KEYED_VARY = new Set([...RSC_VARY, "accept-encoding"]);

/**
 * Next.js's own x-nextjs-* headers stay: its router reads them from RSC answers.
 * @param {string} name
 */
function describesThePage(name) {
  return !TRANSFER_HEADERS.has(name) && !isInternalResponseHeader(name);
}

/**
 * A public answer (proxy.ts's store marker) that varies only by what its key holds.
 * @param {RenderedResponse} response
 */
function isStorable(response) {
  const vary = [response.headers.vary ?? []].flat().join(",");
  return (
    response.status === 200 &&
    response.headers[STORE_MARKER] === "store" &&
    vary
      .split(",")
      .map((name) => name.trim().toLowerCase())
      .every((name) => name === "" || KEYED_VARY.has(name))
  );
}

/**
 * @param {RenderedResponse} response
 * @returns {CachedPage}
 */
export function toCachedPage(response) {
  const headers = Object.fromEntries(
    Object.entries(response.headers).filter(([name]) => describesThePage(name)),
  );
  const { body } = response;
  return {
    status: response.status,
    headers,
    body,
    etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
    gzip: gzipSync(body),
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
  };
}

/**
 * Rendered public pages, served until their lifetime ends and then, while one refresh renders
 * the page again, served stale. Concurrent misses of one page share one render. Bounded by bytes
 * and by entries. `?cache=clear` marks every page stale instead of dropping it: the next visitor
 * still gets it at once while one refresh renders it again (from the data the clear marked, which
 * lib/cache/server-cache.ts loads anew), and when that render fails (a backend is down) the page
 * stays as it was. With a shared layer (Redis, docs/caching.md "Several instances") a miss takes the page
 * another instance rendered since the latest clear, and every render is shared with the others.
 */
export class PageCache {
  /** Counts the marks, so a render that began before one is stored as stale. */
  generation = 0;

  /**
   * @param {{ maxBytes: number, maxEntries: number, ttlMs: number, clearCoalesceMs?: number, render: (key: string, request: unknown) => Promise<RenderedResponse>, onRefreshError?: (key: string, error: unknown) => void, perf?: { now(): number }, sharedLayer?: (onRemoteClear: () => void) => import("../lib/cache/shared-layer.mjs").SharedLayer | null, sharedKeyPrefix?: string, now?: () => number }} options
   *   perf: a clock for tests; sharedLayer: the layer shared with other instances, given the hook
   *   a clear made elsewhere calls; sharedKeyPrefix: the build's id, so builds never mix pages
   *   (their pages name their own scripts); now: the wall clock of shared store times
   */
  constructor({
    maxBytes,
    maxEntries,
    ttlMs,
    clearCoalesceMs,
    render,
    onRefreshError,
    perf,
    sharedLayer,
    sharedKeyPrefix = "",
    now = Date.now,
  }) {
    this.render = render;
    this.ttlMs = ttlMs;
    this.now = now;
    this.sharedKeyPrefix = sharedKeyPrefix;
    this.shared = sharedLayer?.(() => this.markStaleFromElsewhere()) ?? null;
    this.onRefreshError = onRefreshError ?? (() => {});
    this.coalescer = new ClearCoalescer({ windowMs: clearCoalesceMs, perf });
    /** @type {Map<string, Promise<RenderedResponse>>} */
    this.inFlight = new Map();
    /** @type {LRUCache<string, Entry>} */
    this.lru = new LRUCache({
      max: maxEntries,
      maxSize: maxBytes,
      sizeCalculation: ({ page }) => page.body.length + page.gzip.length + page.br.length,
      ttl: ttlMs,
      perf,
      ttlResolution: 0,
      allowStale: true,
      noDeleteOnStaleGet: true,
    });
  }

  /**
   * The cached page, or the render's response (stored when it is a public page).
   * @param {string} key
   * @param {unknown} request what render needs to render the page again
   * @param {(decision: "hit" | "stale" | "miss" | "joined") => void} [onDecision] told which it was
   *   (traces, logs); joined: a miss that waits for a render already under way, rendering nothing
   * @returns {Promise<CachedPage | RenderedResponse>}
   */
  async get(key, request, onDecision) {
    const cached = this.lru.get(key);
    if (cached) {
      if (cached.generation < this.generation || this.lru.getRemainingTTL(key) <= 0) {
        onDecision?.("stale");
        this.renderOnce(key, request).catch((error) => this.onRefreshError(key, error));
      } else onDecision?.("hit");
      return cached.page;
    }
    onDecision?.(this.inFlight.has(key) ? "joined" : "miss");
    return this.renderOnce(key, request);
  }

  /**
   * Whether a get of this key now would render for its caller: nothing stored, fresh or stale,
   * and no render of it under way to share.
   * @param {string} key
   */
  wouldRender(key) {
    return this.lru.peek(key, { allowStale: true }) === undefined && !this.inFlight.has(key);
  }

  /** @param {string} key @param {unknown} request */
  renderOnce(key, request) {
    const running = this.inFlight.get(key);
    if (running) return running;
    const generation = this.generation;
    const rendering = this.produce(key, request, generation).finally(() => {
      if (this.inFlight.get(key) === rendering) this.inFlight.delete(key);
    });
    this.inFlight.set(key, rendering);
    return rendering;
  }

  /**
   * The shared copy when it is current, else a render, stored near and shared. A render that
   * fails (a backend is down) gives way to the shared copy however old: the last good one.
   * @param {string} key @param {unknown} request @param {number} generation
   * @returns {Promise<CachedPage | RenderedResponse>}
   */
  async produce(key, request, generation) {
    const sharedKey = `${this.sharedKeyPrefix}${key}`;
    const sharedGeneration = this.shared?.generation() ?? 0;
    const found = this.shared ? decodeSharedPage(await this.shared.get(sharedKey)) : undefined;
    if (found && found.generation >= sharedGeneration) {
      const remainingMs = this.ttlMs - (this.now() - found.storedAt);
      if (remainingMs > 0) {
        this.storeNear(key, found.page, generation, remainingMs);
        return found.page;
      }
    }
    let response;
    try {
      response = await this.render(key, request);
    } catch (error) {
      if (found) return found.page;
      throw error;
    }
    if (!isStorable(response)) return found && response.status >= 500 ? found.page : response;
    const page = toCachedPage(response);
    this.storeNear(key, page, generation, this.ttlMs);
    this.shared?.set(sharedKey, encodeSharedPage(page, sharedGeneration, this.now()), this.ttlMs);
    return page;
  }

  /** @param {string} key @param {CachedPage} page @param {number} generation @param {number} ttl */
  storeNear(key, page, generation, ttl) {
    // A page rendered before a clear may hold the old content: kept, but stale.
    const current = this.lru.peek(key, { allowStale: true });
    if (!current || current.generation <= generation)
      this.lru.set(key, { page, generation }, { ttl });
  }

  /**
   * `?cache=clear`: marks every page stale, at most once per coalescing window; returns whether
   * this call marked.
   */
  markStale() {
    if (!this.coalescer.shouldMark()) return false;
    this.markStaleFromElsewhere();
    this.shared?.announceClear();
    return true;
  }

  /** Marks every page stale without telling the others: a clear made on another instance. */
  markStaleFromElsewhere() {
    this.generation += 1;
    // Renders under way began before the clear: the next request starts one of its own.
    this.inFlight.clear();
  }

  get size() {
    return this.lru.size;
  }

  /** The bytes the stored pages take (body, gzip and brotli). */
  get bytes() {
    return this.lru.calculatedSize;
  }
}
