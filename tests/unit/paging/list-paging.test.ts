import { describe, expect, it } from "vitest";

import { listHref, pageCount, pageOffset, parsePageNumber } from "@/lib/paging/list-paging";

describe("list paging", () => {
  const pages: Array<[string | string[] | undefined, number]> = [
    [undefined, 1],
    ["1", 1],
    ["3", 3],
    [["2", "5"], 2],
    ["0", 1],
    ["-1", 1],
    ["2.5", 1],
    ["abc", 1],
    ["", 1],
    ["02", 1],
    ["99999", 1],
    ["10000", 10000],
    ["1e3", 1],
  ];
  it.each(pages)("?page=%j is page %i", (value, expected) => {
    expect(parsePageNumber(value)).toBe(expected);
  });

  it.each([
    [0, 6, 1],
    [6, 6, 1],
    [7, 6, 2],
    [16, 6, 3],
    [14, 10, 2],
  ])("%i items of %i a page make %i pages", (total, size, expected) => {
    expect(pageCount(total, size)).toBe(expected);
  });

  it("a page skips the items of the pages before it", () => {
    expect(pageOffset(1, 6)).toBe(0);
    expect(pageOffset(3, 6)).toBe(12);
  });

  it.each([
    [
      [
        ["category", null],
        ["page", 1],
      ],
      "/de/stories",
    ],
    [
      [
        ["category", "people"],
        ["page", 1],
      ],
      "/de/stories?category=people",
    ],
    [
      [
        ["category", "people"],
        ["page", 2],
      ],
      "/de/stories?category=people&page=2",
    ],
    [
      [
        ["category", ""],
        ["page", 3],
      ],
      "/de/stories?page=3",
    ],
    [[["category", "a&b=c"]], "/de/stories?category=a%26b%3Dc"],
  ] as const)("listHref(%j) is %s", (params, expected) => {
    expect(listHref("/de/stories", params)).toBe(expected);
  });
});
