import "server-only";

import type { ContentRequest } from "@/lib/content-system/content-request";
import { createLogger } from "@/lib/log/logger";
import type { SearchParamValue } from "@/lib/paging/list-paging";

import { getLocations } from "./get-locations";
import { parseLocationQuery, type LocationEntry, type LocationQuery } from "./location-filters";

/** What a page's locations list shows: every location, filtered by the page's query. */
export interface LocationList {
  /** Null when the content system could not give them: the page still renders and says so. */
  entries: LocationEntry[] | null;
  query: LocationQuery;
}

const log = createLogger("locations");

async function readLocations(request: ContentRequest) {
  try {
    return await getLocations(request);
  } catch (error) {
    log.error(`locations could not be read: ${error instanceof Error ? error.message : error}`);
    return null;
  }
}

/** Awaits the page's query, so only a page with a locations list follows it. */
export async function loadLocationList(
  request: ContentRequest,
  searchParams: Promise<Record<string, SearchParamValue>>,
): Promise<LocationList> {
  const [entries, params] = await Promise.all([readLocations(request), searchParams]);
  return { entries, query: parseLocationQuery(params) };
}
