import { describe, expect, it } from "vitest";

import type { ProductInformationSummaryFragment } from "@/graphql/generated/pim";
import { productRows } from "@/lib/portal/product-information/owned-product-rows";
import {
  parseProductListQuery,
  productListSearch,
} from "@/lib/portal/product-information/product-list-query";
import { parseProductTab, productTabSearch } from "@/lib/portal/product-information/product-tabs";

describe("parseProductListQuery", () => {
  it.each([
    ["", { text: "", activeOnly: false }],
    ["?q=crimp", { text: "crimp", activeOnly: false }],
    ["?q=%20%20crimp%20%20center%20", { text: "crimp center", activeOnly: false }],
    ["?q=---", { text: "", activeOnly: false }],
    ["?active=1", { text: "", activeOnly: true }],
    ["?active=true", { text: "", activeOnly: false }],
    ["?q=Zeta&active=1", { text: "Zeta", activeOnly: true }],
    [`?q=${"a".repeat(250)}`, { text: "a".repeat(200), activeOnly: false }],
  ])("%s", (search, query) => {
    expect(parseProductListQuery(new URLSearchParams(search))).toEqual(query);
  });
});

describe("productListSearch", () => {
  it.each([
    [{ text: "", activeOnly: false }, ""],
    [{ text: "crimp center", activeOnly: false }, "?q=crimp+center"],
    [{ text: "", activeOnly: true }, "?active=1"],
    [{ text: "Zeta", activeOnly: true }, "?q=Zeta&active=1"],
  ])("%j → %s", (query, search) => {
    expect(productListSearch(query)).toBe(search);
    expect(parseProductListQuery(new URLSearchParams(search))).toEqual(query);
  });
});

describe("product tabs", () => {
  it.each([
    [null, "parts", ""],
    [undefined, "parts", ""],
    ["parts", "parts", ""],
    ["knowledge-hub", "knowledge-hub", "?tab=knowledge-hub"],
    ["software", "software", "?tab=software"],
    ["order-parts", "parts", ""],
    ["SOFTWARE", "parts", ""],
  ] as const)("%s → %s", (value, tab, search) => {
    expect(parseProductTab(value)).toBe(tab);
    expect(productTabSearch(parseProductTab(value))).toBe(search);
  });
});

function product(id: string, status: ProductInformationSummaryFragment["status"]) {
  return { id, name: id, slug: id.toLowerCase(), family: "Crimping", status, image: null };
}

describe("productRows", () => {
  const machine = { id: "m1", name: "Line 1", serialNumber: "S-1" };
  const owned = [
    { productId: "A", machines: [machine] },
    { productId: "GONE", machines: [{ id: "m9", name: "Old", serialNumber: "S-9" }] },
  ];
  it.each([
    {
      name: "owned product gets its machines, an unowned one none, PIM order kept",
      products: [product("B", "active"), product("A", "active")],
      activeOnly: false,
      rows: [
        ["B", []],
        ["A", [machine]],
      ],
    },
    {
      name: "activeOnly leaves out discontinued and cancelled",
      products: [product("A", "discontinued"), product("B", "cancelled"), product("C", "active")],
      activeOnly: true,
      rows: [["C", []]],
    },
    {
      name: "without activeOnly every status stays",
      products: [product("A", "discontinued"), product("B", "cancelled")],
      activeOnly: false,
      rows: [
        ["A", [machine]],
        ["B", []],
      ],
    },
    {
      name: "owned products the PIM does not know are left out",
      products: [],
      activeOnly: false,
      rows: [],
    },
  ])("$name", ({ products, activeOnly, rows }) => {
    expect(
      productRows(products, owned, activeOnly).map((row) => [row.product.id, row.machines]),
    ).toEqual(rows);
  });
});
