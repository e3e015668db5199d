// React Server Component answers (router prefetches and client navigations) of public pages are
// the same for every visitor who sends the same router headers, so the page cache keeps them
// beside the pages' HTML (docs/caching.md "What is cached where").
import { computeCacheBustingSearchParam } from "next/dist/shared/lib/router/utils/cache-busting-search-param.js";

/**
 * @typedef {"0" | "1" | "2" | "3"} PrefetchKind the values of Next-Router-Prefetch Next.js sends
 * @typedef {{ prefetch: PrefetchKind | undefined, segmentPrefetch: string | undefined, stateTree: string | undefined }} RscVariant
 *   the router headers an answer follows, besides `rsc` itself
 */

/** @type {readonly string[]} */
const PREFETCH_KINDS = ["0", "1", "2", "3"];

/**
 * The request headers an RSC answer of this app varies by, as Next.js lists them in `Vary`.
 * `Next-Url` is not among them while the app has no intercepting route: Next.js adds it to
 * `Vary` then, and the page cache stores no answer whose `Vary` names a header not listed here.
 */
export const RSC_VARY = [
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
];

/** @param {string | string[] | undefined} value */
function single(value) {
  return Array.isArray(value) ? value.join(",") : value;
}

/**
 * The router headers of a request, or null when Next-Router-Prefetch holds a value the router
 * never sends.
 * @param {import("node:http").IncomingHttpHeaders} headers
 * @returns {RscVariant | null}
 */
export function rscVariant(headers) {
  const prefetch = single(headers["next-router-prefetch"]);
  if (prefetch !== undefined && !PREFETCH_KINDS.includes(prefetch)) return null;
  return {
    prefetch: /** @type {PrefetchKind | undefined} */ (prefetch),
    segmentPrefetch: single(headers["next-router-segment-prefetch"]),
    stateTree: single(headers["next-router-state-tree"]),
  };
}

/**
 * The cache key of an RSC answer: the page's key and the router headers, never `_rsc` (a hash of
 * those headers and of `Next-Url`, the page the visitor is on, which the answer does not follow).
 * @param {string} pageKey
 * @param {RscVariant} variant
 */
export function rscCacheKey(pageKey, { prefetch, segmentPrefetch, stateTree }) {
  return `${pageKey}\nrsc:${prefetch ?? ""}:${segmentPrefetch ?? ""}:${stateTree ?? ""}`;
}

/**
 * Whether `_rsc` is the hash Next.js expects of these headers. Next.js answers a wrong one with a
 * redirect to the right one; such a request is left to it.
 * @param {string} url
 * @param {import("node:http").IncomingHttpHeaders} headers
 */
export async function hasExpectedCacheBuster(url, headers) {
  const variant = rscVariant(headers);
  if (!variant) return false;
  const { prefetch, segmentPrefetch, stateTree } = variant;
  const expected = await computeCacheBustingSearchParam(
    prefetch,
    segmentPrefetch,
    stateTree,
    single(headers["next-url"]),
  );
  return new URL(url, "http://localhost").searchParams.get("_rsc") === expected;
}

/**
 * What the page cache's own render of an RSC answer sends: the page's URL with the `_rsc` Next.js
 * expects without `Next-Url`, and the router headers.
 * @param {string} pageUrl the page's cache URL (cacheable-request.mjs)
 * @param {RscVariant} variant
 * @returns {Promise<{ url: string, headers: Record<string, string> }>}
 */
export async function rscRenderRequest(pageUrl, variant) {
  const { prefetch, segmentPrefetch, stateTree } = variant;
  const cacheBuster = await computeCacheBustingSearchParam(
    prefetch,
    segmentPrefetch,
    stateTree,
    undefined,
  );
  /** @type {Record<string, string>} */
  const headers = { rsc: "1" };
  if (prefetch !== undefined) headers["next-router-prefetch"] = prefetch;
  if (segmentPrefetch !== undefined) headers["next-router-segment-prefetch"] = segmentPrefetch;
  if (stateTree !== undefined) headers["next-router-state-tree"] = stateTree;
  const separator = pageUrl.includes("?") ? "&" : "?";
  return { url: `${pageUrl}${separator}_rsc=${cacheBuster}`, headers };
}
