import { describe, expect, it } from "vitest";

import { parseInput } from "@/lib/api/parse-input";
import { searchRequestSchema, suggestRequestSchema } from "@/lib/search/search-request-schema";

const VALID = { localeCode: "de-CH", siteSlug: "", query: "crimp", page: 2 };

async function errorOf(
  schema: typeof searchRequestSchema | typeof suggestRequestSchema,
  body: unknown,
) {
  const result = parseInput(schema, body);
  if (result.ok) return null;
  expect(result.response.status).toBe(400);
  return (await result.response.json()) as { field: string; message: string };
}

describe("search proxy requests (spec 000 §7)", () => {
  it("takes localeCode, siteSlug, query and page, tidied", () => {
    const result = searchRequestSchema.parse({ ...VALID, query: "  crimp \n press " });
    expect(result).toEqual({ localeCode: "de-ch", siteSlug: "", query: "crimp press", page: 2 });
  });

  it("starts at page 1 and reads a null siteSlug as the main site", () => {
    expect(searchRequestSchema.parse({ localeCode: "en", siteSlug: null, query: "x" })).toEqual({
      localeCode: "en",
      siteSlug: "",
      query: "x",
      page: 1,
    });
  });

  it("passes HTML in a query on as text: it is escaped when shown, not refused", () => {
    expect(searchRequestSchema.parse({ ...VALID, query: "<script>alert(1)</script>" }).query).toBe(
      "<script>alert(1)</script>",
    );
  });

  it.each([
    ["an empty query", { ...VALID, query: "" }, "query", "query must not be empty"],
    ["a blank query", { ...VALID, query: " \t " }, "query", "query must not be empty"],
    ["no query", { localeCode: "en", siteSlug: "" }, "query", "query must be a string"],
    ["a number as query", { ...VALID, query: 42 }, "query", "query must be a string"],
    ["an array as query", { ...VALID, query: ["crimp"] }, "query", "query must be a string"],
    ["an object as query", { ...VALID, query: { $ne: "" } }, "query", "query must be a string"],
    [
      "a query of 100 kB",
      { ...VALID, query: "x".repeat(100_000) },
      "query",
      "query must be at most 200 characters",
    ],
    ["page 0", { ...VALID, page: 0 }, "page", "page must be at least 1"],
    ["page -1", { ...VALID, page: -1 }, "page", "page must be at least 1"],
    ["page 1.5", { ...VALID, page: 1.5 }, "page", "page must be a whole number"],
    ["page 101", { ...VALID, page: 101 }, "page", "page must be at most 100"],
    ["page as text", { ...VALID, page: "2" }, "page", "page must be a number"],
    [
      "a locale that is a word",
      { ...VALID, localeCode: "german" },
      "localeCode",
      "localeCode must be a locale such as en or de-ch",
    ],
    ["no locale", { siteSlug: "", query: "x" }, "localeCode", "localeCode must be a string"],
    [
      "a site slug with a slash",
      { ...VALID, siteSlug: "../x" },
      "siteSlug",
      "siteSlug must be a site slug of lower-case letters, digits and -",
    ],
    [
      "no site slug",
      { localeCode: "en", query: "x" },
      "siteSlug",
      'siteSlug must be a string ("" for the main site)',
    ],
    ["an array as body", [VALID], "request", "request must be a JSON object"],
    ["null as body", null, "request", "request must be a JSON object"],
  ])("refuses %s, naming the field", async (_case, body, field, message) => {
    expect(await errorOf(searchRequestSchema, body)).toEqual({
      error: "Invalid request",
      field,
      message,
    });
  });

  it("suggest takes the same fields without page", async () => {
    expect(suggestRequestSchema.parse({ ...VALID, page: 99 })).toEqual({
      localeCode: "de-ch",
      siteSlug: "",
      query: "crimp",
    });
    expect((await errorOf(suggestRequestSchema, { ...VALID, query: "" }))?.field).toBe("query");
  });
});
