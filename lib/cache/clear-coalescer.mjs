// Shared by the data cache (lib/cache/server-cache.ts) and the page cache (server/page-cache.mjs).

/** After a `?cache=clear` marked a cache stale, further clears within this time change nothing. */
export const CLEAR_COALESCE_MS = 5000;

/**
 * Lets through at most one clear per window, so a flood of `?cache=clear` costs no more than one
 * clear every few seconds.
 */
export class ClearCoalescer {
  /** @type {number | undefined} */
  #lastMarkAt;

  /**
   * @param {{ windowMs?: number, perf?: { now(): number } }} [options] perf: a clock for tests
   */
  constructor({ windowMs = CLEAR_COALESCE_MS, perf = performance } = {}) {
    this.windowMs = windowMs;
    this.perf = perf;
  }

  /** Whether a clear asked for now should mark the cache; records it when it should. */
  shouldMark() {
    const now = this.perf.now();
    if (this.#lastMarkAt !== undefined && now - this.#lastMarkAt < this.windowMs) return false;
    this.#lastMarkAt = now;
    return true;
  }
}
