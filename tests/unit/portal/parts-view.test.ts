import { describe, expect, it } from "vitest";

import {
  pageOfParts,
  PARTS_PAGE_SIZE,
  parsePartsView,
  partsViewHref,
} from "@/lib/portal/product-information/parts-view";

const parts = Array.from({ length: 200 }, (_, index) => ({
  articleNumber: index < 120 ? `SP-${10_000 + index}` : `WP-${20_000 + index - 120}`,
  name: index % 2 === 0 ? "Stepper motor" : "Crimp applicator blade",
}));

describe("issue 14: the Spare and Wear Parts tab's state in the URL", () => {
  it.each<[string, { text: string; page: number }]>([
    ["", { text: "", page: 1 }],
    ["?q=%20blade%20%20set%20&page=3", { text: "blade set", page: 3 }],
    ["?page=0", { text: "", page: 1 }],
    ["?page=2.5", { text: "", page: 1 }],
    ["?page=abc&q=", { text: "", page: 1 }],
    [`?q=${"x".repeat(150)}`, { text: "x".repeat(100), page: 1 }],
  ])("%s", (search, expected) => {
    expect(parsePartsView(new URLSearchParams(search))).toEqual(expected);
  });

  it.each<[{ text: string; page: number }, string]>([
    [{ text: "", page: 1 }, "/p/cc-550"],
    [{ text: "", page: 2 }, "/p/cc-550?page=2"],
    [{ text: "blade & co", page: 1 }, "/p/cc-550?q=blade+%26+co"],
  ])("%j has the address %s", (view, href) => {
    expect(partsViewHref("/p/cc-550", view)).toBe(href);
  });
});

describe("issue 14: a page of parts, filtered by article number or name", () => {
  it.each<
    [
      string,
      { text: string; page: number },
      { first?: string; count: number; page: number; pageCount: number; total: number },
    ]
  >([
    [
      "first page",
      { text: "", page: 1 },
      { first: "SP-10000", count: PARTS_PAGE_SIZE, page: 1, pageCount: 4, total: 200 },
    ],
    [
      "last page",
      { text: "", page: 4 },
      { first: "WP-20030", count: 50, page: 4, pageCount: 4, total: 200 },
    ],
    [
      "a page past the last shows the last",
      { text: "", page: 9 },
      { first: "WP-20030", count: 50, page: 4, pageCount: 4, total: 200 },
    ],
    [
      "by article number",
      { text: "wp-2001", page: 1 },
      { first: "WP-20010", count: 10, page: 1, pageCount: 1, total: 10 },
    ],
    [
      "by name, any case",
      { text: "BLADE", page: 1 },
      { first: "SP-10001", count: 50, page: 1, pageCount: 2, total: 100 },
    ],
    [
      "nothing matches",
      { text: "gearbox", page: 3 },
      { count: 0, page: 1, pageCount: 1, total: 0 },
    ],
  ])("%s", (_, view, expected) => {
    const shown = pageOfParts(parts, view);
    expect(shown.parts[0]?.articleNumber).toBe(expected.first);
    expect({
      count: shown.parts.length,
      page: shown.page,
      pageCount: shown.pageCount,
      total: shown.total,
    }).toEqual({
      count: expected.count,
      page: expected.page,
      pageCount: expected.pageCount,
      total: expected.total,
    });
  });
});
