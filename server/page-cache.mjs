import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

import { LRUCache } from "lru-cache";

import { isInternalHeader } from "./internal-headers.mjs";
import { STORE_MARKER } from "./store-marker.mjs";

/**
 * @typedef {{ status: number, headers: Record<string, string | string[]>, body: Buffer }} RenderedResponse
 * @typedef {RenderedResponse & { etag: string, gzip: Buffer, br: Buffer }} CachedPage
 */

export { STORE_MARKER };

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

/** @param {string} name */
function describesThePage(name) {
  return !TRANSFER_HEADERS.has(name) && !isInternalHeader(name);
}

/** @param {RenderedResponse} response */
export function isStorable(response) {
  return response.status === 200 && response.headers[STORE_MARKER] === "store";
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
 * the page again, served stale. Concurrent misses of one page share one render.
 */
export class PageCache {
  /** Counts clears, so a render that began before one is not stored. */
  generation = 0;

  /**
   * @param {{ maxBytes: number, ttlMs: number, render: (key: string, request: unknown) => Promise<RenderedResponse>, onRefreshError?: (key: string, error: unknown) => void, perf?: { now(): number } }} options
   *   perf: a clock for tests
   */
  constructor({ maxBytes, ttlMs, render, onRefreshError, perf }) {
    this.render = render;
    this.onRefreshError = onRefreshError ?? (() => {});
    /** @type {Map<string, Promise<RenderedResponse>>} */
    this.inFlight = new Map();
    /** @type {LRUCache<string, CachedPage>} */
    this.lru = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (page) => page.body.length + page.gzip.length + page.br.length,
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
   * @returns {Promise<CachedPage | RenderedResponse>}
   */
  async get(key, request) {
    const cached = this.lru.get(key);
    if (cached) {
      if (this.lru.getRemainingTTL(key) <= 0) {
        this.renderOnce(key, request).catch((error) => this.onRefreshError(key, error));
      }
      return cached;
    }
    return this.renderOnce(key, request);
  }

  /** @param {string} key @param {unknown} request */
  renderOnce(key, request) {
    const running = this.inFlight.get(key);
    if (running) return running;
    const generation = this.generation;
    const rendering = this.render(key, request)
      .then((response) => {
        if (!isStorable(response)) return response;
        const page = toCachedPage(response);
        // A page rendered before a clear may hold the old content.
        if (generation === this.generation) this.lru.set(key, page);
        return page;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, rendering);
    return rendering;
  }

  clear() {
    this.generation += 1;
    this.lru.clear();
    this.inFlight.clear();
  }

  get size() {
    return this.lru.size;
  }
}
