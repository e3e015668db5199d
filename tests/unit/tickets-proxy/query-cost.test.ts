import fs from "node:fs";

import { buildSchema, type GraphQLObjectType, isObjectType, parse, print } from "graphql";
import { describe, expect, it } from "vitest";

import { DEFAULT_PORTAL_LIMITS } from "@/contracts/portal/portal-limits.mjs";
import { PAGE_SIZES, queryCost, queryCostRefusal } from "@/contracts/portal/query-cost.mjs";
import * as portalDocuments from "@/graphql/generated/portal";

const cost = (query: string, variables: Record<string, unknown> = {}, operationName?: string) =>
  queryCost(parse(query), { variables, operationName });

const SUMMARY = "id subject contact { name } machine { id }";
const aliased = (count: number, pageSize: number, selection = SUMMARY) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: tickets(pageSize: ${pageSize}) { items { ${selection} } }`).join(" ")} }`;

describe("the cost of a portal query: the page items and values its answer can hold", () => {
  it.each([
    ["one scalar", "{ me { id } }", {}, 0, 2],
    ["every field counts once", "{ me { id email company } }", {}, 0, 4],
    [
      "a page's items count pageSize times, and so does each field of an item",
      "{ tickets(pageSize: 10) { totalCount items { id } } }",
      {},
      10,
      1 + 1 + 1 + 10 + 10,
    ],
    [
      "nested objects of each item too",
      "{ tickets(pageSize: 10) { items { id machine { id } } } }",
      {},
      10,
      1 + 1 + 10 + 10 * 3,
    ],
    [
      "no pageSize: the schema's default",
      "{ tickets { items { id } } }",
      {},
      PAGE_SIZES.tickets.default,
      2 + 2 * PAGE_SIZES.tickets.default,
    ],
    [
      "pageSize: null is the default",
      "{ inventory(pageSize: null) { items { id } } }",
      {},
      PAGE_SIZES.inventory.default,
      2 + 2 * PAGE_SIZES.inventory.default,
    ],
    [
      "a variable",
      "query($n: Int) { tickets(pageSize: $n) { items { id } } }",
      { n: 100 },
      100,
      202,
    ],
    [
      "a variable's default",
      "query($n: Int = 7) { tickets(pageSize: $n) { items { id } } }",
      {},
      7,
      16,
    ],
    [
      "a variable left out: the schema's default",
      "query($n: Int) { users(pageSize: $n) { items { id } } }",
      {},
      PAGE_SIZES.users.default,
      2 + 2 * PAGE_SIZES.users.default,
    ],
    [
      "a page size the back end refuses anyway counts 1",
      "query($n: Int) { tickets(pageSize: $n) { items { id } } }",
      { n: "100" },
      1,
      4,
    ],
    ["a list without a page size counts once", "{ locations { machines { id } } }", {}, 0, 3],
    ["items outside a page are no page", "{ me { items: id } }", {}, 0, 2],
    ["aliases each count", aliased(3, 100), {}, 300, 3 * (2 + 100 * 7)],
    [
      "a fragment counts where it is spread, each time",
      "{ a: tickets(pageSize: 5) { items { ...T } } b: tickets(pageSize: 5) { items { ...T } } } fragment T on Ticket { id subject }",
      {},
      10,
      2 * (2 + 5 * 3),
    ],
    [
      "an inline fragment counts like its fields",
      "{ tickets(pageSize: 5) { items { ... on Ticket { id } } } }",
      {},
      5,
      2 + 5 * 2,
    ],
    [
      "a fragment spreading itself ends",
      "{ me { ...M } } fragment M on CurrentUser { id ...M }",
      {},
      0,
      2,
    ],
  ])("%s", (_case, query, variables, items, values) => {
    expect(cost(query, variables)).toEqual({ items, values });
  });

  it("measures the named operation, or the costliest without a name", () => {
    const document =
      "query Small { me { id } } query Large { tickets(pageSize: 50) { items { id } } }";
    expect(cost(document, {}, "Small")).toEqual({ items: 0, values: 2 });
    expect(cost(document, {}, "Large")).toEqual({ items: 50, values: 102 });
    expect(cost(document)).toEqual({ items: 50, values: 102 });
    expect(cost(document, {}, "Unknown")).toEqual({ items: 0, values: 0 });
  });

  it("stops counting once past a limit, however the fragments branch", () => {
    // 2^40 fields if walked to the end.
    const levels = Array.from(
      { length: 40 },
      (_, i) => `fragment F${i} on CurrentUser { ...F${i + 1} ...F${i + 1} }`,
    ).join(" ");
    const document = parse(`{ me { ...F0 } } ${levels} fragment F40 on CurrentUser { id }`);
    const started = performance.now();
    const measured = queryCost(document, { stopAbove: { items: 1000, values: 1000 } });
    expect(measured.values).toBeGreaterThan(1000);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe("a query refused for its cost", () => {
  const limits = { maxQueryItems: 1000, maxQueryValues: 20_000 };
  it.each([
    ["30 aliases of 100 tickets (issue 27)", aliased(30, 100), /more than 1000 page items/],
    ["10 aliases of 100 tickets", aliased(10, 100, "id"), null],
    ["11 aliases of 100 tickets", aliased(11, 100, "id"), /more than 1000 page items/],
    [
      "1,000 items of 20 fields each",
      aliased(10, 100, Array.from({ length: 20 }, () => "id").join(" ")),
      /more than 20000 values/,
    ],
  ])("%s", (_case, query, refusal) => {
    const answer = queryCostRefusal(parse(query), {}, limits);
    if (refusal) expect(answer).toMatch(refusal);
    else expect(answer).toBeNull();
  });
});

describe("the page sizes the cost assumes", () => {
  const schema = buildSchema(fs.readFileSync("graphql/portal/schema.graphql", "utf8"));
  const pagedFields = Object.values(schema.getTypeMap())
    .filter((type) => isObjectType(type) && !type.name.startsWith("__"))
    .flatMap((type) => Object.values((type as GraphQLObjectType).getFields()))
    .flatMap((field) => {
      const pageSize = field.args.find((argument) => argument.name === "pageSize");
      return pageSize ? [{ name: field.name, pageSize }] : [];
    });

  it("are those of the schema's paged fields, with their defaults", () => {
    expect(
      Object.fromEntries(pagedFields.map(({ name, pageSize }) => [name, pageSize.defaultValue])),
    ).toEqual(
      Object.fromEntries(Object.entries(PAGE_SIZES).map(([name, sizes]) => [name, sizes.default])),
    );
  });

  it("have the largest pages the schema describes", () => {
    for (const { name, pageSize } of pagedFields) {
      const described = /^1 to (\d+)/.exec(pageSize.description ?? "")?.[1];
      if (described)
        expect({ name, max: Number(described) }).toEqual({
          name,
          max: PAGE_SIZES[name as keyof typeof PAGE_SIZES].max,
        });
    }
  });

  it.each([
    [
      "a page past the largest counts 1 (the back end refuses it itself)",
      "{ tickets(pageSize: 101) { items { id } } }",
      1,
    ],
    ["the largest page", "{ inventory(pageSize: 1000) { items { id } } }", 1000],
    ["a page past it", "{ inventory(pageSize: 1001) { items { id } } }", 1],
  ])("%s", (_case, query, items) => {
    expect(cost(query).items).toBe(items);
  });
});

describe("what the portal's screens send", () => {
  // The largest page the schema allows for each paged field: at least what any screen asks for
  // (the inventory's CSV export asks for 1,000 at once).
  const LARGEST_PAGES: Record<string, number> = {
    tickets: 100,
    inventory: 1000,
    users: 100,
    partsOrders: 100,
  };
  const documents = Object.entries(portalDocuments).filter(([name]) => name.endsWith("Document"));

  function largestPageOf(query: string): number {
    const field = Object.keys(LARGEST_PAGES).find((name) => query.includes(`${name}(`));
    return field ? LARGEST_PAGES[field]! : 1;
  }

  it.each(documents)("%s, at its largest page, is within the default limits", (_name, document) => {
    const query = print(document as Parameters<typeof print>[0]);
    expect(
      queryCostRefusal(
        parse(query),
        { variables: { pageSize: largestPageOf(query) } },
        DEFAULT_PORTAL_LIMITS,
      ),
    ).toBeNull();
  });

  it("are all of graphql/portal's operations", () => {
    const files =
      fs.readdirSync("graphql/portal/queries").length +
      fs.readdirSync("graphql/portal/mutations").length;
    expect(documents).toHaveLength(files);
  });
});
