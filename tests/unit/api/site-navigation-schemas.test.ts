import { describe, expect, it } from "vitest";

import { parseInput } from "@/lib/api/parse-input";
import {
  MAX_SECTION_IDS,
  publicNavigationRequestSchema,
  publicSectionsRequestSchema,
} from "@/lib/api/site-navigation-schemas";

async function errorOf(response: Response) {
  return { status: response.status, body: await response.json() };
}

describe("public navigation request", () => {
  it.each([
    [
      "site and language; published stage by default",
      { siteId: "site-main", lang: "en" },
      { siteId: "site-main", lang: "en", stage: "PUBLISHED" },
    ],
    [
      "cache, stage and country are passed on; the country upper-cased",
      { siteId: "ckx9abc_12-z", lang: "de", stage: "PUBLISHED", cache: "clear", country: "us" },
      { siteId: "ckx9abc_12-z", lang: "de", stage: "PUBLISHED", cache: "clear", country: "US" },
    ],
    [
      "the draft stage is valid input (the route refuses it with 403)",
      { siteId: "site-main", lang: "en", stage: "DRAFT", cache: "false" },
      { siteId: "site-main", lang: "en", stage: "DRAFT", cache: "false" },
    ],
  ])("accepts %s", (_rule, input, expected) => {
    expect(publicNavigationRequestSchema.parse(input)).toEqual(expected);
  });

  it.each([
    ["a missing language", { siteId: "site-main" }, "lang", "lang is required"],
    [
      "a language that is not a code",
      { siteId: "site-main", lang: "english" },
      "lang",
      "lang must",
    ],
    ["an upper-case language", { siteId: "site-main", lang: "EN" }, "lang", "lang must"],
    ["an unknown stage", { siteId: "site-main", lang: "en", stage: "LIVE" }, "stage", "stage must"],
    [
      "an unknown cache value",
      { siteId: "site-main", lang: "en", cache: "yes" },
      "cache",
      "cache must",
    ],
    [
      "a country of three letters",
      { siteId: "site-main", lang: "en", country: "USA" },
      "country",
      "country must",
    ],
    ["a site id with a slash", { siteId: "../site-main", lang: "en" }, "siteId", "siteId must"],
    [
      "a site id of 101 characters",
      { siteId: "a".repeat(101), lang: "en" },
      "siteId",
      "siteId must",
    ],
  ])("refuses %s with 400 naming the field", async (_rule, input, field, message) => {
    const parsed = parseInput(publicNavigationRequestSchema, input);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    const { status, body } = await errorOf(parsed.response);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: "Invalid request", field });
    expect(body.message).toContain(message);
    expect(parsed.response.headers.get("cache-control")).toBe("no-store");
  });
});

describe("public sections request", () => {
  it.each([
    ["one id", "section-footer-social", ["section-footer-social"]],
    ["ids comma separated, in order", "b-2,a-1", ["b-2", "a-1"]],
    ["repeated ids once", "a,b,a", ["a", "b"]],
    [
      "as many ids as allowed",
      Array.from({ length: MAX_SECTION_IDS }, (_, i) => `s${i}`).join(","),
      Array.from({ length: MAX_SECTION_IDS }, (_, i) => `s${i}`),
    ],
  ])("accepts %s", (_rule, ids, expected) => {
    expect(publicSectionsRequestSchema.parse({ ids, lang: "en" }).ids).toEqual(expected);
  });

  it.each([
    ["an empty id between commas", { ids: "a,,b", lang: "en" }, "ids"],
    ["a trailing comma", { ids: "a,", lang: "en" }, "ids"],
    ["an id with a space", { ids: "a b", lang: "en" }, "ids"],
    [
      "too many ids",
      { ids: Array.from({ length: MAX_SECTION_IDS + 1 }, (_, i) => `s${i}`).join(","), lang: "en" },
      "ids",
    ],
    ["a missing language", { ids: "a" }, "lang"],
    ["an unknown stage", { ids: "a", lang: "en", stage: "draft" }, "stage"],
  ])("refuses %s with 400 naming the field", async (_rule, input, field) => {
    const parsed = parseInput(publicSectionsRequestSchema, input);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(await errorOf(parsed.response)).toMatchObject({
      status: 400,
      body: { error: "Invalid request", field },
    });
  });
});
