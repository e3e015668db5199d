import { describe, expect, it } from "vitest";

import { countryOptions } from "@/lib/site/country-options";
import type { Country } from "@/lib/site/types";

function country(
  code: string,
  languages: string[],
  names: Record<string, string>,
  hidden = false,
): Country {
  return {
    code,
    hidden,
    supportedLanguages: languages,
    defaultLanguage: languages[0] ?? "en",
    defaultMeasurementSystem: "Metric",
    names,
  };
}

const COUNTRIES: Country[] = [
  country("ALL", ["en", "de", "fr"], { en: "All", de: "Alle" }),
  country("US", ["en", "es"], { en: "United States", de: "Vereinigte Staaten" }),
  country("CH", ["de", "fr", "en"], { en: "Switzerland", de: "Schweiz" }),
  country("DE", ["de"], { en: "Germany", de: "Deutschland" }),
  country("RU", ["en"], { en: "Russia" }, true),
  country("CN", ["zh", "en"], { en: "China" }),
];

describe("country switcher options", () => {
  it("international comes first and keeps the plain language", () => {
    expect(countryOptions(COUNTRIES, "en", false)[0]).toEqual({
      code: "ALL",
      urlCode: "en",
      name: "",
      isInternational: true,
    });
  });

  it.each([
    ["en", ["ALL", "CN", "CH", "US"]],
    ["de", ["ALL", "DE", "CH"]],
    ["es", ["ALL", "US"]],
    ["ja", ["ALL"]],
  ])("in %s: countries that support the language, not hidden, by name", (language, codes) => {
    expect(countryOptions(COUNTRIES, language, false).map((option) => option.code)).toEqual(codes);
  });

  it("switching country changes the locale code: en-us", () => {
    const us = countryOptions(COUNTRIES, "en", false).find((option) => option.code === "US");
    expect(us?.urlCode).toBe("en-us");
  });

  it.each([
    ["de", "CH", "Schweiz"],
    ["en", "CH", "Switzerland"],
    ["es", "US", "United States"],
  ])("in %s, %s is named %s (English when the language has no name)", (language, code, name) => {
    const option = countryOptions(COUNTRIES, language, false).find((o) => o.code === code);
    expect(option?.name).toBe(name);
  });

  it("an international-only site offers no country", () => {
    expect(countryOptions(COUNTRIES, "en", true).map((option) => option.code)).toEqual(["ALL"]);
  });
});
