import { describe, expect, it } from "vitest";

import {
  comparisonRequestSchema,
  isKnownSisCode,
  productDataRequestSchema,
} from "@/lib/catalogue/product-data-schema";

describe("product-data request (GET /api/product-data/{sisCode})", () => {
  it.each([
    [{ sisCode: "de-CH" }, true],
    [{ sisCode: "en-US", cache: "false" }, true],
    [{ sisCode: "de" }, false],
    [{ sisCode: "DE-ch" }, false],
    [{ sisCode: "de-CH;drop" }, false],
    [{ sisCode: "en-US", cache: "maybe" }, false],
  ])("%j valid: %s", (input, valid) => {
    expect(productDataRequestSchema.safeParse(input).success).toBe(valid);
  });

  it.each([
    ["en-US", true],
    ["de-CH", true],
    ["fr-FR", true],
    ["en-GB", false],
    ["de-DE", false],
    ["xx-YY", false],
  ])("%s is a known service-system code: %s", (code, known) => {
    expect(isKnownSisCode(code)).toBe(known);
  });
});

describe("comparison request (GET /api/catalogue/comparison)", () => {
  it.each([
    [{ locale: "en-US", slugs: "a" }, undefined],
    [{ locale: "en-US", country: "US", slugs: "a" }, "US"],
    [{ locale: "de-CH", country: "ch", slugs: "a" }, "CH"],
  ])("%j compares for the country %s (none: an international locale)", (input, country) => {
    expect(comparisonRequestSchema.parse(input).country).toBe(country);
  });

  it("splits, de-duplicates and keeps the slugs' order", () => {
    const parsed = comparisonRequestSchema.parse({ locale: "de-CH", slugs: "b,a,b" });
    expect(parsed.slugs).toEqual(["b", "a"]);
  });

  it.each([
    [{ slugs: "a" }, "locale"],
    [{ locale: "en-GB", slugs: "a" }, "locale"],
    [{ locale: "en-US" }, "slugs"],
    [{ locale: "en-US", slugs: "," }, "slugs"],
    [{ locale: "en-US", slugs: "A_B" }, "slugs"],
    [{ locale: "en-US", slugs: "a", cache: "x" }, "cache"],
    [{ locale: "en-US", country: "USA", slugs: "a" }, "country"],
    [{ locale: "en-US", country: "", slugs: "a" }, "country"],
    [{ locale: "en-US", country: "U1", slugs: "a" }, "country"],
  ])("%j names the field %s", (input, field) => {
    const result = comparisonRequestSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });
});
