import { listHref, pageCount, pageOffset, parsePageNumber } from "@/lib/paging/list-paging";

/** Parts a page of the Spare and Wear Parts tab shows: every part of a typical machine (30–45). */
export const PARTS_PAGE_SIZE = 50;
const MAX_TEXT = 100;

/** The tab's state, all of it in the URL: `?q=` filters by article number or name, `?page=`. */
interface PartsView {
  text: string;
  page: number;
}

interface SearchParamsLike {
  get(name: string): string | null;
}

export function parsePartsView(params: SearchParamsLike): PartsView {
  return {
    text: (params.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_TEXT).trim(),
    page: parsePageNumber(params.get("page") ?? undefined),
  };
}

/** The tab's address for a state (the parts tab is the default tab: no `tab=`). */
export function partsViewHref(productHref: string, view: PartsView): string {
  return listHref(productHref, [
    ["q", view.text],
    ["page", view.page],
  ]);
}

/** Whether a part matches the filter text: its article number or name, ignoring case. */
function matchesPartText(part: { articleNumber: string; name: string }, text: string) {
  const wanted = text.toLocaleLowerCase();
  return (
    part.articleNumber.toLocaleLowerCase().includes(wanted) ||
    part.name.toLocaleLowerCase().includes(wanted)
  );
}

interface PartsPage<T> {
  parts: T[];
  /** The page shown: a page past the last (an old link) shows the last. */
  page: number;
  pageCount: number;
  /** Parts that match the filter, over all pages. */
  total: number;
}

/** The parts the tab shows for a state: the matching ones, one page of them. */
export function pageOfParts<T extends { articleNumber: string; name: string }>(
  parts: readonly T[],
  view: PartsView,
): PartsPage<T> {
  const matching = view.text ? parts.filter((part) => matchesPartText(part, view.text)) : parts;
  const pages = pageCount(matching.length, PARTS_PAGE_SIZE);
  const page = Math.min(view.page, pages);
  const start = pageOffset(page, PARTS_PAGE_SIZE);
  return {
    parts: matching.slice(start, start + PARTS_PAGE_SIZE),
    page,
    pageCount: pages,
    total: matching.length,
  };
}
