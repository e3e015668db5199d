import type { MediaReleaseWhereInput } from "@/graphql/generated/content";
import { firstValue, parsePageNumber, type SearchParamValue } from "@/lib/paging/list-paging";

/** Media releases per page of the list. */
export const MEDIA_RELEASES_PAGE_SIZE = 10;

/** Spec 001 §2 media-release filters: ad hoc or not, and a time period (a calendar year). */
export interface MediaReleaseListQuery {
  /** true: only ad hoc announcements; false: only the others; null: both. */
  adhoc: boolean | null;
  year: number | null;
  page: number;
}

/** Reads `?adhoc=true|false&year={yyyy}&page={n}`; a value it does not know is no filter. */
export function parseMediaReleaseListQuery(
  params: Record<string, SearchParamValue>,
): MediaReleaseListQuery {
  const adhoc = firstValue(params.adhoc);
  const year = firstValue(params.year);
  return {
    adhoc: adhoc === "true" ? true : adhoc === "false" ? false : null,
    year: year !== undefined && /^(19|20)[0-9]{2}$/.test(year) ? Number(year) : null,
    page: parsePageNumber(params.page),
  };
}

export function mediaReleaseWhere(query: MediaReleaseListQuery): MediaReleaseWhereInput {
  const where: MediaReleaseWhereInput = {};
  if (query.adhoc !== null) where.adhoc = query.adhoc;
  if (query.year !== null) {
    where.publicationDate_gte = `${query.year}-01-01`;
    where.publicationDate_lt = `${query.year + 1}-01-01`;
  }
  return where;
}

/** The years that have media releases, newest first: the choices of the period filter. */
export function releaseYears(publicationDates: readonly string[]): number[] {
  const years = new Set(
    publicationDates
      .map((date) => Number(date.slice(0, 4)))
      .filter((year) => Number.isInteger(year) && year > 0),
  );
  return [...years].sort((a, b) => b - a);
}
