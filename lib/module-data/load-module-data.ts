import "server-only";

import type { ModuleFieldsFragment } from "@/graphql/generated/content";
import type { ContentRequest } from "@/lib/content-system/content-request";
import { loadLocationList, type LocationList } from "@/lib/content/locations/load-location-list";
import {
  parseTermsDocumentsQuery,
  type TermsDocumentsQuery,
} from "@/lib/content/terms-documents/terms-documents-query";
import { readContactLocations } from "@/lib/forms/read-contact-locations";
import type { FormOption } from "@/lib/forms/service-request-options";
import type { SearchParamValue } from "@/lib/paging/list-paging";

import { moduleDataNeeds } from "./module-data-needs";

/** What a page's modules show beyond their own fields; each part only when a module needs it. */
export interface ModuleData {
  locationList?: LocationList;
  termsDocumentsQuery?: TermsDocumentsQuery;
  contactLocations?: FormOption[];
}

/**
 * Reads what the page's modules show. The query stays unread unless a module filters by it, so
 * only a page with a filtered list (locations, terms documents) follows its query.
 */
export async function loadModuleData(
  modules: readonly ModuleFieldsFragment[],
  request: ContentRequest,
  searchParams: Promise<Record<string, SearchParamValue>>,
): Promise<ModuleData> {
  const needs = moduleDataNeeds(modules);
  const [locationList, termsDocumentsQuery, contactLocations] = await Promise.all([
    needs.locationList ? loadLocationList(request, searchParams) : undefined,
    needs.termsDocumentsQuery ? searchParams.then(parseTermsDocumentsQuery) : undefined,
    needs.contactLocations ? readContactLocations(request) : undefined,
  ]);
  return { locationList, termsDocumentsQuery, contactLocations };
}
