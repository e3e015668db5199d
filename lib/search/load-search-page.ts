import "server-only";

import { notFound } from "next/navigation";

import { isCacheClearRequested } from "@/lib/cache/cache-mode";
import type { SearchParamValue } from "@/lib/paging/list-paging";
import { getSiteContextForSegment } from "@/lib/site-context/get-site-context";

import { getSearchSystemPage } from "./get-search-system-page";
import { loadSearchResults } from "./load-search-results";
import { searchCache } from "./search-cache";
import { parseSearchPageParams } from "./search-page-params";

/** The search page's site context and what the address asks for (no hits yet). */
export async function loadSearchRequest(
  siteSegment: string,
  localeCode: string,
  query: Record<string, SearchParamValue>,
) {
  const context = (await getSiteContextForSegment(siteSegment, localeCode)) ?? notFound();
  // proxy.ts marks the server cache stale on ?cache=clear and turns ?cache= into the context's
  // cache mode; the search cache is this page's own.
  if (isCacheClearRequested(query.cache)) searchCache().markStale();
  return { context, request: parseSearchPageParams(query) };
}

/** Everything the search results page shows: its CMS texts and the hits of the query. */
export async function loadSearchPage(
  siteSegment: string,
  localeCode: string,
  query: Record<string, SearchParamValue>,
) {
  const { context, request } = await loadSearchRequest(siteSegment, localeCode, query);
  // The page's texts and the hits are independent reads: one wave after the site context.
  const [systemPage, results] = await Promise.all([
    getSearchSystemPage(context.request),
    request.kind === "query"
      ? loadSearchResults(context, request.query, request.page, context.request.cache)
      : null,
  ]);
  return { context, request, systemPage, results };
}
