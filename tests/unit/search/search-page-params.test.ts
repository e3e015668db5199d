import { describe, expect, it } from "vitest";

import { pageLinks, parseSearchPageParams, searchPageHref } from "@/lib/search/search-page-params";

describe("the search page's query and page", () => {
  it.each([
    [{}, { kind: "empty" }],
    [{ q: "   " }, { kind: "empty" }],
    [{ q: "crimp" }, { kind: "query", query: "crimp", page: 1 }],
    [{ q: "  crimp \t press " }, { kind: "query", query: "crimp press", page: 1 }],
    [{ q: ["crimp", "strip"] }, { kind: "query", query: "crimp", page: 1 }],
    [
      { q: "crimp", page: "3" },
      { kind: "query", query: "crimp", page: 3 },
    ],
    [
      { q: "crimp", page: "0" },
      { kind: "query", query: "crimp", page: 1 },
    ],
    [
      { q: "crimp", page: "-2" },
      { kind: "query", query: "crimp", page: 1 },
    ],
    [
      { q: "crimp", page: "2.5" },
      { kind: "query", query: "crimp", page: 1 },
    ],
    [
      { q: "crimp", page: "abc" },
      { kind: "query", query: "crimp", page: 1 },
    ],
    [
      { q: "crimp", page: "101" },
      { kind: "query", query: "crimp", page: 1 },
    ],
    [
      { q: "crimp", page: "99999999999" },
      { kind: "query", query: "crimp", page: 1 },
    ],
    [{ q: "<b>x</b>" }, { kind: "query", query: "<b>x</b>", page: 1 }],
    [{ q: "x".repeat(201) }, { kind: "too-long", query: "x".repeat(201) }],
  ])("%j → %j", (params, expected) => {
    expect(parseSearchPageParams(params)).toEqual(expected);
  });
});

describe("links to result pages", () => {
  it.each([
    ["crimp", 1, "/de/search?q=crimp"],
    ["crimp press", 2, "/de/search?q=crimp+press&page=2"],
    ["a&b=c#d", 3, "/de/search?q=a%26b%3Dc%23d&page=3"],
  ])("%j page %i → %s", (query, page, href) => {
    expect(searchPageHref("/de/search", query, page)).toBe(href);
  });

  const shown = (current: number, count: number) =>
    pageLinks(current, count)
      .map((link) => (link.kind === "page" ? String(link.page) : "…"))
      .join(" ");

  it.each([
    [1, 1, "1"],
    [1, 2, "1 2"],
    [1, 5, "1 2 … 5"],
    [3, 5, "1 2 3 4 5"],
    [5, 12, "1 … 4 5 6 … 12"],
    [12, 12, "1 … 11 12"],
    [2, 4, "1 2 3 4"],
  ])("page %i of %i shows %s", (current, count, expected) => {
    expect(shown(current, count)).toBe(expected);
  });
});
