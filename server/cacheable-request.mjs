import { PERSONAL_COOKIES } from "../lib/cookies/names.mjs";
import { isPerQueryPath, pageQuery } from "../lib/routing/page-query.mjs";
import {
  hasExpectedCacheBuster,
  rscCacheKey,
  rscRenderRequest,
  rscVariant,
} from "./rsc-request.mjs";

// Requests Next.js answers with React Server Component data, not a page's HTML.
const RSC_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-action"];
// Public pages start with a locale; everything else (`/`, old links without a locale) is sent
// to the visitor's own locale, chosen by cookie and Accept-Language: personal.
const LOCALE_PREFIXED = /^\/[a-z]{2}(?:-[a-z]{2})?(?:\/|$)/;
// Query parameters that proxy.ts acts on for this visitor (cache control, RSC data, the stage,
// release, preview and test-mode switches, which set cookies; `direct`, which redirects): such a
// request always reaches it.
const UNSHARED_PARAMS = [
  "_rsc",
  "cache",
  "direct",
  "stage",
  "nextRelease",
  "enablePreviewPassword",
  "testing",
];

/**
 * The path and query of a request target. Not `new URL(url, base)`: that reads `//host/x` as
 * another host.
 * @param {string} url
 * @returns {URL | null}
 */
function parseTarget(url) {
  try {
    return new URL(`http://localhost${url.startsWith("/") ? url : `/${url}`}`);
  } catch {
    return null;
  }
}

/**
 * @param {string | undefined} cookieHeader
 * @returns {boolean}
 */
function carriesPersonalCookie(cookieHeader) {
  if (!cookieHeader) return false;
  return cookieHeader
    .split(";")
    .some((pair) => PERSONAL_COOKIES.includes(pair.split("=", 1)[0]?.trim() ?? ""));
}

/** @param {string} pathname */
function segmentsAfterLocale(pathname) {
  return pathname.split("/").filter(Boolean).slice(1);
}

/**
 * Whether a target is a public page whose answer is the same for every visitor: it starts with a
 * locale, is not one of the pages that follow the whole query (search, sign-in callback) or a
 * trailing slash (redirected with its query), asks for none of proxy.ts's per-visitor switches
 * (`?cache=false` and `?cache=clear` always reach the renderer), and the visitor's cookies do not
 * change what it shows.
 * @param {string} url
 * @param {import("node:http").IncomingHttpHeaders} headers
 * @param {string[]} unsharedParams
 */
function isSharedTarget(url, headers, unsharedParams) {
  const target = parseTarget(url);
  if (!target || !LOCALE_PREFIXED.test(target.pathname)) return false;
  if (
    target.pathname.endsWith("/") ||
    isPerQueryPath(segmentsAfterLocale(target.pathname), target.searchParams)
  ) {
    return false;
  }
  if (unsharedParams.some((name) => target.searchParams.has(name))) return false;
  return !carriesPersonalCookie(headers.cookie);
}

/**
 * Whether a request may be answered from, and fill, the shared cache with a page's HTML: a plain
 * GET of a shared page.
 * @param {{ method?: string, url?: string, headers: import("node:http").IncomingHttpHeaders }} request
 */
export function isCacheablePageRequest({ method, url = "/", headers }) {
  if (method !== "GET") return false;
  if (RSC_HEADERS.some((name) => headers[name] !== undefined)) return false;
  return isSharedTarget(url, headers, UNSHARED_PARAMS);
}

/**
 * Whether a request may be answered from, and fill, the shared cache with a React Server
 * Component answer: the router's GET of a shared page's data (a prefetch or a navigation, never
 * a server action), whose `_rsc` is the one the router sends (checked by sharedRequestOf).
 * @param {{ method?: string, url?: string, headers: import("node:http").IncomingHttpHeaders }} request
 */
export function isCacheableRscRequest({ method, url = "/", headers }) {
  if (method !== "GET" || headers.rsc !== "1" || headers["next-action"] !== undefined) return false;
  return isSharedTarget(
    url,
    headers,
    UNSHARED_PARAMS.filter((name) => name !== "_rsc"),
  );
}

// Data APIs whose answer is the same for every visitor, with the query parameters they read (the
// first value of each, lib/api/query-params.ts). Their route handlers mark such an answer with the
// store marker, as proxy.ts marks a public page; `?cache=` and `?stage=` answers are never shared.
const SHARED_APIS = [
  { path: /^\/api\/news-feed$/, params: ["lang", "after"] },
  { path: /^\/api\/site-navigation\/public\/[^/]+$/, params: ["lang", "country"] },
  { path: /^\/api\/site-navigation\/public\/section\/[^/]+$/, params: ["lang"] },
];

/**
 * The URL a data API's shared answer is stored and rendered under: its path and the parameters
 * it reads, in a fixed order; null when the request is not such an answer's.
 * @param {{ method?: string, url?: string, headers: import("node:http").IncomingHttpHeaders }} request
 */
export function sharedApiUrl({ method, url = "/", headers }) {
  if (method !== "GET" || RSC_HEADERS.some((name) => headers[name] !== undefined)) return null;
  const target = parseTarget(url);
  const api = target && SHARED_APIS.find(({ path }) => path.test(target.pathname));
  if (!target || !api || target.searchParams.has("cache") || target.searchParams.has("stage")) {
    return null;
  }
  const query = new URLSearchParams();
  for (const name of api.params) {
    const value = target.searchParams.get(name);
    if (value !== null) query.set(name, value);
  }
  const search = query.toString();
  return `${target.pathname}${search ? `?${search}` : ""}`;
}

/**
 * @typedef {{ url: string, host: string, headers?: Record<string, string> }} RenderTarget
 *   what the page cache's own render asks this server for
 * @typedef {"page" | "rsc" | "api"} SharedKind a page's HTML, an RSC answer, a data API's answer
 * @typedef {{ key: string, target: RenderTarget, kind: SharedKind }} SharedRequest
 */

/**
 * The shared cache's entry for a request, and how to render it: a page's HTML, an RSC answer
 * keyed by the router headers it follows, or a data API's answer; null when the request is the
 * visitor's own.
 * @param {{ method?: string, url?: string, headers: import("node:http").IncomingHttpHeaders }} request
 * @param {string} fallbackHost
 * @returns {Promise<SharedRequest | null>}
 */
export async function sharedRequestOf(request, fallbackHost) {
  const { url = "/", headers } = request;
  const host = headers.host ?? fallbackHost;
  if (isCacheablePageRequest(request)) {
    const cacheUrl = pageCacheUrl(url);
    return { key: keyOf(headers, cacheUrl), target: { url: cacheUrl, host }, kind: "page" };
  }
  const apiUrl = sharedApiUrl(request);
  if (apiUrl) {
    return { key: `${host.toLowerCase()}${apiUrl}`, target: { url: apiUrl, host }, kind: "api" };
  }
  if (!isCacheableRscRequest(request) || !(await hasExpectedCacheBuster(url, headers))) {
    return null;
  }
  const variant = rscVariant(headers);
  if (!variant) return null;
  const cacheUrl = pageCacheUrl(url);
  const rendered = await rscRenderRequest(cacheUrl, variant);
  return {
    key: rscCacheKey(keyOf(headers, cacheUrl), variant),
    target: { ...rendered, host },
    kind: "rsc",
  };
}

/**
 * The URL a cacheable request is rendered and stored under: its path and only the query
 * parameters that change the page (lib/routing/page-query.mjs), so unique junk parameters
 * neither make new entries nor reach the renderer.
 * @param {string} url a cacheable request's URL
 */
export function pageCacheUrl(url) {
  const target = parseTarget(url);
  if (!target) return url;
  return `${target.pathname}${pageQuery(segmentsAfterLocale(target.pathname), target.searchParams)}`;
}

/**
 * One entry per host and page: the site follows from the host, everything else from the
 * normalized URL.
 * @param {{ url?: string, headers: import("node:http").IncomingHttpHeaders }} request
 */
export function pageCacheKey({ url = "/", headers }) {
  return keyOf(headers, pageCacheUrl(url));
}

/**
 * @param {import("node:http").IncomingHttpHeaders} headers
 * @param {string} cacheUrl the request's pageCacheUrl
 */
function keyOf(headers, cacheUrl) {
  return `${(headers.host ?? "").toLowerCase()}${cacheUrl}`;
}

/**
 * `?cache=false` or `?cache=clear` (any value: proxy.ts never shares such a request).
 * @param {string | undefined} url
 */
export function hasCacheParam(url = "/") {
  return parseTarget(url)?.searchParams.has("cache") ?? false;
}

/** @param {string | undefined} url */
export function isCacheClearRequest(url = "/") {
  return parseTarget(url)?.searchParams.get("cache") === "clear";
}
