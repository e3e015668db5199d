import { describe, expect, it } from "vitest";

import { connectionPage, listPageVariables } from "@/lib/content-system/list-page";

describe("one page of a content list", () => {
  it.each([
    ["the first page starts at the top", 1, 12, { first: 12, skip: 0 }],
    ["the third page skips two pages", 3, 12, { first: 12, skip: 24 }],
    ["a page size of its own", 2, 9, { first: 9, skip: 9 }],
  ])("%s", (_rule, page, pageSize, expected) => {
    const request = { locales: ["de", "en"], stage: "PUBLISHED" as const };
    expect(listPageVariables(page, pageSize, request)).toEqual({
      ...expected,
      locales: ["de", "en"],
      stage: "PUBLISHED",
    });
  });

  it("asks in the languages the content system knows, the preference kept", () => {
    const request = { locales: ["gsw", "de", "en"], stage: "DRAFT" as const };
    expect(listPageVariables(1, 10, request)).toMatchObject({
      locales: ["de", "en"],
      stage: "DRAFT",
    });
  });

  it("gives a connection's nodes in order, with the total of all pages", () => {
    const connection = { edges: [{ node: "a" }, { node: "b" }], aggregate: { count: 27 } };
    expect(connectionPage(connection)).toEqual({ nodes: ["a", "b"], total: 27 });
  });

  it("gives no nodes past the last page, the total still counted", () => {
    expect(connectionPage({ edges: [], aggregate: { count: 27 } })).toEqual({
      nodes: [],
      total: 27,
    });
  });
});
