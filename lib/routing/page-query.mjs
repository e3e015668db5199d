// Which query parameters change a page, shared by proxy.ts (through route-table.ts) and the
// page cache in server/ (plain Node), so junk parameters can neither make new cache entries nor
// change what is stored.

/**
 * Pages whose content follows the query string rather than the path, by their segment (after
 * locale and site slug): every visitor's search and each sign-in's callback is a page of its own.
 */
export const PER_QUERY_SEGMENTS = ["search", "callback"];

const MAX_PAGE = 10_000;

/**
 * @param {string} value
 * @returns {string | null} the value as the page reads it, null when the page ignores it
 */
function pageNumber(value) {
  if (!/^[1-9][0-9]{0,4}$/.test(value) || Number(value) > MAX_PAGE || value === "1") return null;
  return value;
}

/** @param {string} value */
function flag(value) {
  return value === "true" || value === "false" ? value : null;
}

/** @param {string} value */
function year(value) {
  return /^(19|20)[0-9]{2}$/.test(value) ? value : null;
}

/** @param {string} value */
function text(value) {
  return value.trim().slice(0, 100) || null;
}

/** @param {string} value */
function brand(value) {
  const lower = value.toLowerCase();
  return /^[a-z0-9-]{1,40}$/.test(lower) ? lower : null;
}

/** @param {string} value */
function countryCode(value) {
  const lower = value.toLowerCase();
  return /^[a-z]{2}$/.test(lower) ? lower : null;
}

/** @param {string[]} values @returns {(value: string) => string | null} */
function oneOf(values) {
  return (value) => (values.includes(value) ? value : null);
}

/**
 * The lists that page by query, with each parameter they read and how they read it (the first
 * value only), mirroring lib/content/stories/story-list-query.ts and
 * lib/content/media-releases/media-release-list-query.ts; tests/unit/routing/page-query.test.ts
 * checks that both read the same list state.
 * @type {Record<string, Record<string, (value: string) => string | null>>}
 */
const LIST_QUERIES = {
  stories: { category: text, page: pageNumber },
  "media-releases": { adhoc: flag, year, page: pageNumber },
  // The locations page (a content page with the LocationsModule, lib/content/locations/).
  locations: {
    brand,
    type: oneOf(["sales-service", "production", "distributor"]),
    country: countryCode,
    region: oneOf(["europe", "americas", "asia-pacific", "middle-east-africa"]),
  },
};

/** @param {string} value */
function termsLocation(value) {
  const code = value.trim().toLowerCase();
  return /^[a-z]{2}$/.test(code) ? code : null;
}

/** The `?type=` values of lib/content/terms-documents/terms-document-types.ts. */
const TERMS_TYPES = new Set([
  "terms-of-sale",
  "terms-of-purchase",
  "service-conditions",
  "software-licence",
]);

/**
 * Only known values: any other would be a cache entry of its own showing the unfiltered list.
 * @param {string} value
 */
function termsType(value) {
  const trimmed = value.trim();
  return TERMS_TYPES.has(trimmed) ? trimmed : null;
}

/**
 * Filters that CMS modules read on any content page, wherever an editor places them, mirroring
 * lib/content/terms-documents/terms-documents-query.ts (the terms documents list).
 * @type {Record<string, (value: string) => string | null>}
 */
const MODULE_QUERIES = { location: termsLocation, type: termsType };

/**
 * Free-text parameters of a list: a request that carries one follows its whole query (as the
 * site search does), so every visitor's search cannot push the site's pages out of the cache.
 * @type {Record<string, string[]>}
 */
const FREE_TEXT_PARAMS = { locations: ["q"] };

/**
 * The segment that names the page: the first after the locale, or the second when the first is
 * a site's slug. Null for deeper paths (pages of the content system).
 * @param {string[]} segments the path's segments after the locale
 */
function pageSegment(segments) {
  return segments.length <= 2 ? (segments.at(-1) ?? null) : null;
}

/**
 * @param {string[]} segments the path's segments after the locale
 * @param {URLSearchParams} [query] the request's query: a list's free-text search counts too
 */
export function isPerQueryPath(segments, query) {
  const segment = pageSegment(segments);
  if (segment === null) return false;
  if (PER_QUERY_SEGMENTS.includes(segment)) return true;
  const freeText = (Object.hasOwn(FREE_TEXT_PARAMS, segment) && FREE_TEXT_PARAMS[segment]) || [];
  return freeText.some((name) => (query?.get(name) ?? "").trim() !== "");
}

/**
 * A parameter's reader, for a name the caller found among the readers' own keys.
 * @param {Record<string, (value: string) => string | null>} readers
 * @param {string} name
 */
function readerOf(readers, name) {
  return /** @type {(value: string) => string | null} */ (readers[name]);
}

/**
 * The query as the page reads it: only the parameters that change it, in a fixed order, with
 * the values it would read. `?utm_source=x&page=1` on a story list is "", `?page=2&x=1` "?page=2".
 * @param {string[]} segments the path's segments after the locale
 * @param {URLSearchParams} query
 */
export function pageQuery(segments, query) {
  const segment = pageSegment(segments);
  const listParams =
    (segment !== null && Object.hasOwn(LIST_QUERIES, segment) && LIST_QUERIES[segment]) || {};
  const kept = new URLSearchParams();
  for (const name of new Set([...Object.keys(listParams), ...Object.keys(MODULE_QUERIES)])) {
    const raw = query.get(name);
    if (raw === null) continue;
    // A name both read (`type`: a location's kind, a terms document's type) keeps either's value.
    const value =
      (Object.hasOwn(listParams, name) ? readerOf(listParams, name)(raw) : null) ??
      (Object.hasOwn(MODULE_QUERIES, name) ? readerOf(MODULE_QUERIES, name)(raw) : null);
    if (value !== null) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `?${search}` : "";
}
