import { describe, expect, it } from "vitest";

import { isNewsFeedUnread, markNewsFeedRead } from "@/lib/news-feed/read-state";

describe("news feed read state (spec 000 §4)", () => {
  const unread: Array<[string, string | null, string | null, boolean]> = [
    ["never read, feed loaded: unread", "news-2026-11-20", null, true],
    ["last read is the newest item: read", "news-2026-11-20", "news-2026-11-20", false],
    [
      "a newer item came after the last read one: unread",
      "news-2026-11-20",
      "news-2026-11-12",
      true,
    ],
    ["the stored id names an item that no longer exists: unread", "news-2026-11-20", "gone", true],
    ["feed not loaded yet: not unread", null, null, false],
    ["feed empty or not loaded, something read before: not unread", null, "news-2026-11-12", false],
  ];
  it.each(unread)("%s", (_rule, firstItemId, lastReadId, expected) => {
    expect(isNewsFeedUnread(firstItemId, lastReadId)).toBe(expected);
  });

  const marking: Array<[string, string | null, string | null, string | null]> = [
    ["marking as read stores the first item's id", "news-2026-11-20", null, "news-2026-11-20"],
    ["it replaces an older last-read id", "news-2026-11-20", "news-2026-11-12", "news-2026-11-20"],
    ["with nothing loaded the stored id stays", null, "news-2026-11-12", "news-2026-11-12"],
    ["with nothing loaded and nothing stored nothing is stored", null, null, null],
  ];
  it.each(marking)("%s", (_rule, firstItemId, lastReadId, expected) => {
    expect(markNewsFeedRead(firstItemId, lastReadId)).toBe(expected);
  });

  it("after marking as read the feed is read, until a newer item is first", () => {
    const stored = markNewsFeedRead("news-2026-11-20", null);
    expect(isNewsFeedUnread("news-2026-11-20", stored)).toBe(false);
    expect(isNewsFeedUnread("news-2026-11-27", stored)).toBe(true);
  });
});
