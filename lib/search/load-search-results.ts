import "server-only";

import { isBackendFailure } from "@/lib/api/backend-error-response";
import type { CacheOptions } from "@/lib/cache/cache-mode";
import { createLogger } from "@/lib/log/logger";

import type { SearchScope } from "./resolve-search-scope";
import { type SearchResults, searchSite } from "./search-site";

const log = createLogger("search");

/**
 * The results page's hits, or null when the search service failed: logged once, and the page
 * says search is unavailable instead of showing the maintenance page for all of it.
 */
export async function loadSearchResults(
  scope: SearchScope,
  query: string,
  page: number,
  cache: CacheOptions,
): Promise<SearchResults | null> {
  try {
    return await searchSite(scope, query, page, cache);
  } catch (error) {
    if (!isBackendFailure(error)) throw error;
    log.error(`Search for ${JSON.stringify(query)} failed: ${error.message}`);
    return null;
  }
}
