import { describe, expect, it } from "vitest";

import { newestItemId } from "@/lib/news-feed/fetch-newest-item-id";

const item = (id: unknown) => ({ id, title: "Fair", text: null, publicationDate: "2026-01-01" });

describe("the side button reads the newest news item's id from the feed's first page", () => {
  it.each<[string, unknown, string | null]>([
    ["the first item's id", { items: [item("n2"), item("n1")], nextCursor: "c" }, "n2"],
    ["none for an empty feed", { items: [], nextCursor: null }, null],
  ])("%s", (_case, page, expected) => {
    expect(newestItemId(page)).toBe(expected);
  });

  // An answer of another shape (an old release, a proxy's error page) is not taken for news.
  it.each<[string, unknown]>([
    ["null", null],
    ["a string", "<html>"],
    ["no items", { nextCursor: null }],
    ["items not a list", { items: { 0: item("n1") } }],
    ["an item without an id", { items: [{ title: "Fair" }] }],
    ["a numeric id", { items: [item(7)] }],
    ["an empty id", { items: [item("")] }],
    ["an item that is not an object", { items: ["n1"] }],
  ])("throws for %s", (_case, page) => {
    expect(() => newestItemId(page)).toThrow();
  });
});
