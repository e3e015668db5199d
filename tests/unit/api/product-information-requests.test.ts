import { describe, expect, it } from "vitest";

import {
  contentRequestSchema,
  productRequestSchema,
  productsRequestSchema,
  searchRequestSchema,
} from "@/lib/product-information/request-schemas";

/** The first field a schema refuses, or "ok". */
function verdict(
  schema: {
    safeParse(input: unknown): { success: boolean; error?: { issues: { path: PropertyKey[] }[] } };
  },
  input: unknown,
) {
  const result = schema.safeParse(input);
  return result.success ? "ok" : String(result.error?.issues[0]?.path[0] ?? "request");
}

describe("product information API requests", () => {
  it.each([
    ["products", productsRequestSchema, { locale: "en-US", ids: "FER-CS-3100,CQT-PT-0020" }, "ok"],
    ["products, none", productsRequestSchema, { locale: "de-CH", ids: "" }, "ok"],
    ["products, unknown locale", productsRequestSchema, { locale: "xx-XX", ids: "A" }, "locale"],
    ["products, no ids", productsRequestSchema, { locale: "en-US" }, "ids"],
    ["products, script id", productsRequestSchema, { locale: "en-US", ids: "<script>" }, "ids"],
    [
      "products, too many",
      productsRequestSchema,
      { locale: "en-US", ids: Array.from({ length: 1001 }, (_, i) => `P${i}`).join(",") },
      "ids",
    ],
    ["search", searchRequestSchema, { locale: "en-US", q: "crimp", activeOnly: "true" }, "ok"],
    ["search, no text", searchRequestSchema, { locale: "en-US" }, "q"],
    ["search, punctuation only", searchRequestSchema, { locale: "en-US", q: "--" }, "q"],
    ["search, too long", searchRequestSchema, { locale: "en-US", q: "a".repeat(201) }, "q"],
    [
      "search, odd flag",
      searchRequestSchema,
      { locale: "en-US", q: "a", activeOnly: "yes" },
      "activeOnly",
    ],
    ["product", productRequestSchema, { locale: "en-US", slug: "pulltest-20" }, "ok"],
    ["product, path in slug", productRequestSchema, { locale: "en-US", slug: "../x" }, "slug"],
    [
      "content",
      contentRequestSchema,
      { locale: "en-US", productId: "CQT-PT-0020", contentId: "manual-1" },
      "ok",
    ],
    [
      "content, no item",
      contentRequestSchema,
      { locale: "en-US", productId: "CQT-PT-0020" },
      "contentId",
    ],
  ] as const)("%s → %s", (_, schema, input, expected) => {
    expect(verdict(schema, input)).toBe(expected);
  });
});
