import { PERSONAL_COOKIES } from "../lib/cookies/names.mjs";
import { isPerQueryPath, pageQuery } from "../lib/routing/page-query.mjs";

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
 * Whether a request may be answered from, and fill, the shared cache of rendered pages: a plain
 * GET of a page's HTML by a visitor whose cookies do not change what the page shows.
 * `?cache=false` and `?cache=clear` always reach the renderer, and so do the pages that follow
 * the whole query (search, sign-in callback) and a trailing slash (redirected with its query).
 * @param {{ method?: string, url?: string, headers: import("node:http").IncomingHttpHeaders }} request
 */
export function isCacheablePageRequest({ method, url = "/", headers }) {
  if (method !== "GET") return false;
  if (RSC_HEADERS.some((name) => headers[name] !== undefined)) return false;
  const target = parseTarget(url);
  if (!target || !LOCALE_PREFIXED.test(target.pathname)) return false;
  if (
    target.pathname.endsWith("/") ||
    isPerQueryPath(segmentsAfterLocale(target.pathname), target.searchParams)
  ) {
    return false;
  }
  if (UNSHARED_PARAMS.some((name) => target.searchParams.has(name))) return false;
  return !carriesPersonalCookie(headers.cookie);
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
  return `${(headers.host ?? "").toLowerCase()}${pageCacheUrl(url)}`;
}

/** @param {string | undefined} url */
export function isCacheClearRequest(url = "/") {
  return parseTarget(url)?.searchParams.get("cache") === "clear";
}
