import { PERSONAL_COOKIES } from "../lib/cookies/names.mjs";

// Requests Next.js answers with React Server Component data, not a page's HTML.
const RSC_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-action"];
// Public pages start with a locale; everything else (`/`, old links without a locale) is sent
// to the visitor's own locale, chosen by cookie and Accept-Language: personal.
const LOCALE_PREFIXED = /^\/[a-z]{2}(?:-[a-z]{2})?(?:\/|$)/;
// Query parameters that proxy.ts acts on for this visitor (cache control, RSC data, the stage,
// release, preview and test-mode switches, which set cookies): such a request always reaches it.
const UNSHARED_PARAMS = [
  "_rsc",
  "cache",
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

/**
 * Whether a request may be answered from, and fill, the shared cache of rendered pages: a plain
 * GET of a page's HTML by a visitor whose cookies do not change what the page shows.
 * `?cache=false` and `?cache=clear` always reach the renderer.
 * @param {{ method?: string, url?: string, headers: import("node:http").IncomingHttpHeaders }} request
 */
export function isCacheablePageRequest({ method, url = "/", headers }) {
  if (method !== "GET") return false;
  if (RSC_HEADERS.some((name) => headers[name] !== undefined)) return false;
  const target = parseTarget(url);
  if (!target || !LOCALE_PREFIXED.test(target.pathname)) return false;
  if (UNSHARED_PARAMS.some((name) => target.searchParams.has(name))) return false;
  return !carriesPersonalCookie(headers.cookie);
}

/**
 * One entry per host and URL: the site follows from the host, everything else from the URL.
 * @param {{ url?: string, headers: import("node:http").IncomingHttpHeaders }} request
 */
export function pageCacheKey({ url = "/", headers }) {
  return `${(headers.host ?? "").toLowerCase()}${url}`;
}

/** @param {string | undefined} url */
export function isCacheClearRequest(url = "/") {
  return parseTarget(url)?.searchParams.get("cache") === "clear";
}
