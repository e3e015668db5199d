/** The catalogue's top-level classifications (lib/catalogue). */
const CATALOGUE_SEGMENTS = ["products", "services", "smart-factory"];
/** The editor area (spec 000 §2), app/[siteSegment]/[locale]/editor. */
const EDITOR_SEGMENTS = ["editor"];
/** The site search's results page, app/[siteSegment]/[locale]/search. */
const SEARCH_SEGMENTS = ["search"];
/** Stories with contacts and authors, and media releases (spec 000 §2), lib/content. */
const STORY_SEGMENTS = ["stories", "media-releases"];
/** The content system's fixed error page (spec 000 §3), app/[siteSegment]/[locale]/error; `?direct=` leads there. */
const SYSTEM_PAGE_SEGMENTS = ["error"];
/** The customer portal and the sign-in returns (spec 001 §2), app/[siteSegment]/[locale]/mykomax etc. */
const PORTAL_SEGMENTS = ["mykomax", "callback", "blank-callback"];

/**
 * First path segments (after locale and site slug) served by file-based routes rather than the
 * navigation tree (spec 000 §2). Those whose pages depend on backend data also register a check
 * in checked-routes.ts, so that a miss is a 404 from proxy.ts.
 */
const FILE_BASED_SEGMENTS: ReadonlySet<string> = new Set<string>([
  ...CATALOGUE_SEGMENTS,
  ...EDITOR_SEGMENTS,
  ...SEARCH_SEGMENTS,
  ...STORY_SEGMENTS,
  ...SYSTEM_PAGE_SEGMENTS,
  ...PORTAL_SEGMENTS,
]);

export function isFileBasedRoute(path: string): boolean {
  return FILE_BASED_SEGMENTS.has(path.split("/")[1] ?? "");
}
