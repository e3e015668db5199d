import { PER_QUERY_SEGMENTS } from "./page-query.mjs";

/**
 * Pages whose content follows the query string rather than the path, by first segment (after
 * locale and site slug). The page cache would keep one entry per URL, so every visitor's search
 * would push the site's pages out of it; the search results have a cache of their own
 * (lib/search/search-cache.ts). Each sign-in returns to a callback URL of its own (code and
 * state in the query), which would do the same. server/cacheable-request.mjs sends them past
 * the page cache.
 */
export function isPerQueryPage(segments: readonly string[]): boolean {
  return PER_QUERY_SEGMENTS.includes(segments[0] ?? "");
}
