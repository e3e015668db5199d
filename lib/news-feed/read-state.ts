/**
 * Spec 000 §4 news feed read state: the feed is unread when its first (newest) item's id differs
 * from the last-read id the browser stored. A feed without items, or not loaded yet, is not.
 */
export function isNewsFeedUnread(firstItemId: string | null, lastReadId: string | null): boolean {
  return firstItemId !== null && firstItemId !== lastReadId;
}

/** Marking as read stores the first item's id; with nothing loaded the stored id stays. */
export function markNewsFeedRead(firstItemId: string | null, lastReadId: string | null) {
  return firstItemId ?? lastReadId;
}
