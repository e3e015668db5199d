import { MAX_PAGE, MAX_QUERY_LENGTH } from "./search-limits";

type SearchParamValue = string | string[] | undefined;

export type SearchPageRequest =
  | { kind: "empty" }
  | { kind: "too-long"; query: string }
  | { kind: "query"; query: string; page: number };

function first(value: SearchParamValue): string {
  return (Array.isArray(value) ? value[0] : value) ?? "";
}

/**
 * The results page's `?q=…&page=…`. A page that is not a whole number from 1 to MAX_PAGE is the
 * first page: a hand-edited link still shows results rather than an error.
 */
export function parseSearchPageParams(params: {
  q?: SearchParamValue;
  page?: SearchParamValue;
}): SearchPageRequest {
  const query = first(params.q).trim().replace(/\s+/g, " ");
  if (!query) return { kind: "empty" };
  if (query.length > MAX_QUERY_LENGTH) return { kind: "too-long", query };
  const raw = first(params.page);
  const page = /^\d{1,4}$/.test(raw) ? Number(raw) : 1;
  return { kind: "query", query, page: page >= 1 && page <= MAX_PAGE ? page : 1 };
}

/** The results page for a query: `/de/search?q=crimp&page=2` (page 1 has no page parameter). */
export function searchPageHref(searchPath: string, query: string, page = 1): string {
  const params = new URLSearchParams({ q: query });
  if (page > 1) params.set("page", String(page));
  return `${searchPath}?${params.toString()}`;
}

export type PageLink = { kind: "page"; page: number } | { kind: "gap"; key: string };

/**
 * The page links of a result list: the first and last page, the current one and its neighbours,
 * gaps between them: 1 … 4 5 6 … 12.
 */
export function pageLinks(current: number, pageCount: number): PageLink[] {
  const pages = new Set([1, pageCount, current - 1, current, current + 1]);
  const shown = [...pages].filter((page) => page >= 1 && page <= pageCount).sort((a, b) => a - b);
  const links: PageLink[] = [];
  for (const [index, page] of shown.entries()) {
    const previous = shown[index - 1];
    if (previous !== undefined && page - previous === 2) {
      links.push({ kind: "page", page: previous + 1 });
    } else if (previous !== undefined && page - previous > 2) {
      links.push({ kind: "gap", key: `gap-${previous}` });
    }
    links.push({ kind: "page", page });
  }
  return links;
}
