import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor, sortItems } from "../../../local-services/content/paging.mjs";
import { createTestContent } from "./helpers";

interface Connection {
  edges: Array<{ cursor: string; node: { id: string } }>;
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
    pageSize: number;
  };
  aggregate: { count: number };
}

const connectionQuery = `query ($first: Int, $after: String, $skip: Int) {
  storiesConnection(first: $first, after: $after, skip: $skip) {
    edges { cursor node { id } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor pageSize }
    aggregate { count }
  }
}`;

describe("cursors", () => {
  it("are base64 of the id and round-trip", () => {
    expect(encodeCursor("story-1")).toBe(Buffer.from("story-1").toString("base64"));
    expect(decodeCursor(encodeCursor("page-über"))).toBe("page-über");
    expect(() => decodeCursor("%%%")).toThrow('after: "%%%" is not a valid cursor');
  });
});

describe("sortItems", () => {
  const items = [
    { id: "c", date: "2026-01-01" },
    { id: "a", date: null },
    { id: "b", date: "2026-03-01" },
    { id: "d", date: "2026-01-01" },
  ];
  const valueOf = (item: (typeof items)[number], field: string) => item[field as "id" | "date"];
  const fieldExists = (field: string) => field === "id" || field === "date";

  it.each([
    ["date_ASC", ["c", "d", "b", "a"]],
    ["date_DESC", ["b", "c", "d", "a"]],
    ["id_DESC", ["d", "c", "b", "a"]],
  ])("%s: nulls last, ties by id", (orderBy, expected) => {
    expect(sortItems(items, orderBy, valueOf, fieldExists).map((item) => item.id)).toEqual(
      expected,
    );
  });

  it("refuses fields the model lacks", () => {
    expect(() => sortItems(items, "title_ASC", valueOf, fieldExists)).toThrow(
      'orderBy: cannot order by "title_ASC"',
    );
  });
});

describe("connections", () => {
  it("pages through all documents with first and after", async () => {
    const content = createTestContent();
    const pages: Connection[] = [];
    let after: string | null = null;
    do {
      const result: { storiesConnection: Connection } = await content.data(connectionQuery, {
        variables: { first: 2, after },
      });
      pages.push(result.storiesConnection);
      after = result.storiesConnection.pageInfo.hasNextPage
        ? result.storiesConnection.pageInfo.endCursor
        : null;
    } while (after);

    // Stories list newest publicationDate first by default.
    expect(pages.map((page) => page.edges.map((edge) => edge.node.id))).toEqual([
      ["story-5", "story-4"],
      ["story-3", "story-2"],
      ["story-1"],
    ]);
    expect(pages.map((page) => page.pageInfo.hasPreviousPage)).toEqual([false, true, true]);
    expect(pages.map((page) => page.pageInfo.pageSize)).toEqual([2, 2, 1]);
    expect(pages.every((page) => page.aggregate.count === 5)).toBe(true);
    const [first] = pages;
    expect(first?.pageInfo.startCursor).toBe(encodeCursor("story-5"));
    expect(first?.pageInfo.endCursor).toBe(encodeCursor("story-4"));
    expect(first?.edges[1]?.cursor).toBe(encodeCursor("story-4"));
  });

  it.each([
    ["skip", { skip: 3 }, ["story-2", "story-1"], true, false],
    [
      "after then skip",
      { after: encodeCursor("story-5"), skip: 1, first: 1 },
      ["story-3"],
      true,
      true,
    ],
    ["first 0", { first: 0 }, [], false, true],
    ["past the end", { skip: 10 }, [], true, false],
  ])("%s", async (_name, variables, ids, hasPrevious, hasNext) => {
    const content = createTestContent();
    const result = await content.data<{ storiesConnection: Connection }>(connectionQuery, {
      variables,
    });
    const connection = result.storiesConnection;
    expect(connection.edges.map((edge) => edge.node.id)).toEqual(ids);
    expect([connection.pageInfo.hasPreviousPage, connection.pageInfo.hasNextPage]).toEqual([
      hasPrevious,
      hasNext,
    ]);
    if (ids.length === 0) expect(connection.pageInfo.startCursor).toBeNull();
  });
});

describe("lists", () => {
  it("accept after like connections", async () => {
    const content = createTestContent();
    const result = await content.data(
      `{ contentPages(after: "${encodeCursor("page-about")}", first: 1) { id } }`,
    );
    expect(result.contentPages).toEqual([{ id: "page-home" }]);
  });

  it.each([
    ["id_DESC", ["page-medical", "page-home", "page-about"]],
    ["title_ASC", ["page-about", "page-home", "page-medical"]],
    ["updatedAt_ASC", ["page-about", "page-home", "page-medical"]],
  ])("order by %s", async (orderBy, expected) => {
    const content = createTestContent();
    const result = await content.data<{ contentPages: Array<{ id: string }> }>(
      `{ contentPages(orderBy: ${orderBy}) { id } }`,
    );
    expect(result.contentPages.map((page) => page.id)).toEqual(expected);
  });

  it.each([
    [
      "first above 1000",
      "{ contentPages(first: 1001) { id } }",
      "first: must be between 0 and 1000, got 1001",
    ],
    [
      "negative first",
      "{ contentPagesConnection(first: -1) { aggregate { count } } }",
      "first: must be between 0 and 1000, got -1",
    ],
    ["negative skip", "{ stories(skip: -2) { id } }", "skip: must not be negative, got -2"],
    [
      "unknown cursor",
      `{ stories(after: "${encodeCursor("nope")}") { id } }`,
      'after: no document "nope" in this result',
    ],
    ["malformed cursor", '{ stories(after: "***") { id } }', 'after: "***" is not a valid cursor'],
  ])("%s is an error naming the argument", async (_name, query, message) => {
    const content = createTestContent();
    const { body } = await content.query(query);
    expect(body.errors?.map((error) => error.message)).toEqual([message]);
  });

  it("defaults first to 100", async () => {
    const content = createTestContent();
    const docs = Array.from({ length: 120 }, (_, index) => ({
      model: "StoryCategory",
      id: `cat-${String(index).padStart(3, "0")}`,
      stage: "PUBLISHED",
      data: { slug: `c${index}`, name: "x" },
    }));
    content.store.putDocuments("content", docs);
    const result = await content.data<{ storyCategories: unknown[] }>("{ storyCategories { id } }");
    expect(result.storyCategories).toHaveLength(100);
  });
});
