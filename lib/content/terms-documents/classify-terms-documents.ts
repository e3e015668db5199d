import type { TermsDocumentType } from "@/graphql/generated/content";

import type { TermsDocumentsQuery } from "./terms-documents-query";

/** What the rules need of a terms document. */
export interface TermsDocumentLike {
  id: string;
  title: string;
  documentType: TermsDocumentType;
  /** `YYYY-MM-DD`. */
  validFrom: string;
  locations: ReadonlyArray<{ countryCode: string }>;
  language: { languageCode: string };
}

interface ClassifiedTermsDocuments<T> {
  /** The version in force of each kind, newest valid from first. */
  current: T[];
  /** Versions valid from a later day, soonest first: shown marked, so customers can prepare. */
  upcoming: T[];
  /** Versions replaced by a newer one in force, newest first: kept for contracts made under them. */
  superseded: T[];
}

/**
 * Versions of one document: the same type for the same set of locations in the same language.
 * A German and an English edition of the same terms are both in force side by side.
 */
function versionKey(document: TermsDocumentLike): string {
  const locations = document.locations.map((l) => l.countryCode.toUpperCase()).sort();
  return [document.documentType, locations.join(","), document.language.languageCode].join("|");
}

function newestFirst(a: TermsDocumentLike, b: TermsDocumentLike): number {
  return (
    b.validFrom.localeCompare(a.validFrom) ||
    a.title.localeCompare(b.title) ||
    a.id.localeCompare(b.id)
  );
}

/**
 * Spec 001 §2 "newest valid version first": per version key the newest version valid on `today`
 * is current and older ones are superseded; a version valid from a later day is upcoming and
 * replaces nothing yet. Dates compare as `YYYY-MM-DD` strings.
 */
export function classifyTermsDocuments<T extends TermsDocumentLike>(
  documents: readonly T[],
  today: string,
): ClassifiedTermsDocuments<T> {
  const upcoming = documents.filter((d) => d.validFrom > today);
  const valid = documents.filter((d) => d.validFrom <= today).sort(newestFirst);
  const seen = new Set<string>();
  const current: T[] = [];
  const superseded: T[] = [];
  for (const document of valid) {
    const key = versionKey(document);
    (seen.has(key) ? superseded : current).push(document);
    seen.add(key);
  }
  upcoming.sort(
    (a, b) =>
      a.validFrom.localeCompare(b.validFrom) ||
      a.title.localeCompare(b.title) ||
      a.id.localeCompare(b.id),
  );
  return { current, upcoming, superseded };
}

/** Whether a document passes the list's filters: it applies to the location and is of the type. */
export function matchesTermsQuery(
  document: TermsDocumentLike,
  query: TermsDocumentsQuery,
): boolean {
  if (query.type !== null && document.documentType !== query.type) return false;
  if (query.location === null) return true;
  return document.locations.some((l) => l.countryCode.toLowerCase() === query.location);
}

/** The list a visitor sees for the filters in the address. */
export function termsDocumentsFor<T extends TermsDocumentLike>(
  documents: readonly T[],
  query: TermsDocumentsQuery,
  today: string,
): ClassifiedTermsDocuments<T> {
  return classifyTermsDocuments(
    documents.filter((d) => matchesTermsQuery(d, query)),
    today,
  );
}
