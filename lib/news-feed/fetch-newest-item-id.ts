/**
 * The id of the news feed's newest item (null for an empty feed), for the side button's unread
 * marker. It reads the same page the panel opens with (and the browser caches a minute), but only
 * the one field it needs, checked by hand: the page's full check (fetch-news-feed-page.ts) brings
 * zod, which no visitor should load just to see a marker (issue 17).
 */
export async function fetchNewestNewsItemId(
  language: string,
  signal?: AbortSignal,
): Promise<string | null> {
  const query = new URLSearchParams({ lang: language });
  const response = await fetch(`/api/news-feed?${query.toString()}`, { signal });
  if (!response.ok) throw new Error(`GET /api/news-feed answered ${response.status}`);
  return newestItemId(await response.json());
}

/** The first item's id of a news feed page as the route answers it; throws on any other shape. */
export function newestItemId(page: unknown): string | null {
  const items =
    typeof page === "object" && page !== null ? (page as { items?: unknown }).items : null;
  if (!Array.isArray(items)) throw new Error("The news feed answered without a list of items");
  if (items.length === 0) return null;
  const first: unknown = items[0];
  const id = typeof first === "object" && first !== null ? (first as { id?: unknown }).id : null;
  if (typeof id !== "string" || id === "") throw new Error("The news feed's newest item has no id");
  return id;
}
