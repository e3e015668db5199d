import { describe, expect, it } from "vitest";

import { formatFileSize, formatNumber, formatLocale } from "@/lib/format/number-format";

describe("number format (spec 001 §9: de-CH for German)", () => {
  it.each([
    ["de", "de-CH"],
    ["en", "en"],
    ["fr", "fr"],
    ["ja", "ja"],
    ["not a language", "en"],
  ])("language %s formats numbers as %s", (language, locale) => {
    expect(formatLocale(language)).toBe(locale);
  });

  it.each([
    [1234567.5, "de", new Intl.NumberFormat("de-CH").format(1234567.5)],
    [1234567.5, "en", "1,234,567.5"],
    [1234.5, "fr", new Intl.NumberFormat("fr").format(1234.5)],
    [0.5, "de", "0.5"],
  ])("%d in %s reads %s", (value, language, expected) => {
    expect(formatNumber(value, language)).toBe(expected);
  });

  it("German uses the decimal point, not the comma of Germany", () => {
    expect(formatNumber(1.25, "de")).toBe("1.25");
  });
});

describe("file size", () => {
  it.each([
    [0, "en", "0 kB"],
    [12, "en", "1 kB"],
    [2041, "en", "2 kB"],
    [18_400, "en", "18 kB"],
    [999_999, "en", "1 MB"],
    [1_234_567, "en", "1.2 MB"],
    [1_234_567, "de", "1.2 MB"],
    [1_234_567, "fr", "1,2 Mo"],
    [25_000_000, "en", "25 MB"],
    [3_450_000_000, "en", "3.5 GB"],
    [-5, "en", "0 kB"],
  ])("%d bytes in %s reads %s", (bytes, language, expected) => {
    // Intl may use a narrow no-break space between number and unit; compare the visible text.
    expect(formatFileSize(bytes, language).replace(/\s/g, " ")).toBe(expected);
  });
});
