import type { TermsDocumentType } from "@/graphql/generated/content";
import { firstValue, type SearchParamValue } from "@/lib/paging/list-paging";

import { termsTypeFromSlug } from "./terms-document-types";

/** The terms list's filters as its address carries them: `?location={cc}&type={slug}`. */
export interface TermsDocumentsQuery {
  /** Lower-case ISO country code of a company location; null: every location. */
  location: string | null;
  type: TermsDocumentType | null;
}

/** Reads the filters; a value that is no country code or no known type is no filter. */
export function parseTermsDocumentsQuery(
  params: Readonly<Record<string, SearchParamValue>>,
): TermsDocumentsQuery {
  const location = firstValue(params.location)?.trim().toLowerCase();
  return {
    location: location !== undefined && /^[a-z]{2}$/.test(location) ? location : null,
    type: termsTypeFromSlug(firstValue(params.type)?.trim()),
  };
}
