/** Query values as Next.js hands them to a page: a value, repeated values or nothing. */
export type SearchParamValue = string | string[] | undefined;

/** Pages beyond this are out of range for any list the site shows. */
const MAX_PAGE = 10_000;

export function firstValue(value: SearchParamValue): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** `?page=`: a whole number from 1; anything else (missing, 0, -1, 2.5, abc) is the first page. */
export function parsePageNumber(value: SearchParamValue): number {
  const raw = firstValue(value);
  if (raw === undefined || !/^[1-9][0-9]{0,4}$/.test(raw)) return 1;
  const page = Number(raw);
  return page <= MAX_PAGE ? page : 1;
}

/** How many pages a list of `total` items has; an empty list still has its first page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** How many items the content system skips for a page. */
export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

/**
 * A shareable list URL: the filters that are set, in a fixed order, and the page when it is not
 * the first, so one list state has one address.
 */
export function listHref(
  path: string,
  params: ReadonlyArray<readonly [name: string, value: string | number | null]>,
): string {
  const query = new URLSearchParams();
  for (const [name, value] of params) {
    if (value === null || value === "" || (name === "page" && value === 1)) continue;
    query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
