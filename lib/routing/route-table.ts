import { PER_QUERY_SEGMENTS } from "./page-query.mjs";

/**
 * Which paths are which kind of route. Below `/{locale}` (and a site's slug) a path is a
 * file-based route when its first segment is one of FILE_BASED_ROUTES, otherwise a content page
 * of the site's navigation (spec 000 §2). Paths outside every site (route handlers, build assets,
 * file downloads, the style guide, crawler files) never reach proxy.ts: its `config.matcher`,
 * which Next.js needs as a literal, lists them (tests/unit/routing/route-table.test.ts keeps the
 * two alike through NON_SITE_PATHS).
 */
export type FileBasedRoute =
  /** lib/catalogue: the catalogue's top-level classifications. */
  | "catalogue"
  /** lib/content/stories: stories with contacts and authors (spec 000 §2). */
  | "stories"
  /** lib/content/media-releases. */
  | "media-releases"
  /** The editor area, app/[siteSegment]/[locale]/editor: one page, nothing below it. */
  | "editor"
  /** The site search's results, app/[siteSegment]/[locale]/search: one page, paged by query. */
  | "search"
  /** The content system's fixed error page (spec 000 §3), where `?direct=` to it leads: one page. */
  | "error-page"
  /** The customer portal (spec 001 §2), lib/portal/portal-routes.ts. */
  | "portal"
  /** The sign-in returns: one page each, nothing below them. */
  | "sign-in-return";

/**
 * File-based routes by first segment. Each has a check in checked-routes.ts (does the page
 * exist?), asked by proxy.ts while the status can still be set.
 */
const FILE_BASED_ROUTES: Readonly<Record<string, FileBasedRoute>> = {
  products: "catalogue",
  services: "catalogue",
  "smart-factory": "catalogue",
  stories: "stories",
  "media-releases": "media-releases",
  editor: "editor",
  search: "search",
  error: "error-page",
  mykomax: "portal",
  callback: "sign-in-return",
  "blank-callback": "sign-in-return",
};

/** The file-based route of a path (segments after locale and site slug), if it is one. */
export function fileBasedRoute(segments: readonly string[]): FileBasedRoute | undefined {
  const first = segments[0];
  return first !== undefined && Object.hasOwn(FILE_BASED_ROUTES, first)
    ? FILE_BASED_ROUTES[first]
    : undefined;
}

/**
 * Pages whose content follows the query string rather than the path, by first segment (after
 * locale and site slug). The page cache would keep one entry per URL, so every visitor's search
 * would push the site's pages out of it; the search results have a cache of their own
 * (lib/search/search-cache.ts). Each sign-in returns to a callback URL of its own (code and
 * state in the query), which would do the same. server/cacheable-request.mjs sends them past
 * the page cache; the list lives in page-query.mjs, which plain Node reads too.
 */
export function isPerQueryPage(segments: readonly string[]): boolean {
  return PER_QUERY_SEGMENTS.includes(segments[0] ?? "");
}

/**
 * The internal path segment proxy.ts rewrites a miss to. The catch-all page renders the 404 page
 * there itself rather than calling notFound(): Next.js 16 sends a thrown notFound() of a dynamic
 * route as an empty document that only the browser's JavaScript fills (vercel/next.js#62228).
 * The status comes from proxy.ts through the status marker (lib/http/ferrion-headers).
 */
export const NOT_FOUND_SEGMENT = "~404";

export function isNotFoundRoute(path: readonly string[]): boolean {
  return path.length === 1 && path[0] === NOT_FOUND_SEGMENT;
}

/**
 * The internal route of the preview password form (app/preview-gate/[language]), which proxy.ts
 * rewrites every page of a locked site to. Its own root layout: a locked site shows nothing of
 * its navigation.
 */
export const PREVIEW_GATE_ROUTE = "preview-gate";

/**
 * Paths that are no page of a site, so proxy.ts never sees them: route handlers, build assets,
 * file downloads, the style guide (no locale), the silent renewal's light return page
 * (app/blank-callback) and the crawler files. A trailing `/` is a folder, anything else one path.
 */
export const NON_SITE_PATHS = [
  "api/",
  "_next/",
  "file/",
  "style-guide/",
  "style-guide",
  "blank-callback",
  "icon.svg",
  "favicon.ico",
  "robots.txt",
  "sitemap.xml",
] as const;
