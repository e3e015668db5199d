import { describe, expect, it } from "vitest";

import { formatKeyFigure } from "@/lib/format/key-figure";

/** The figure as read, the unit in brackets: "[CHF] 3.20". */
function read(value: string, unit: string | null, language: string): string {
  return formatKeyFigure(value, unit, language)
    .map((part) => (part.isUnit ? `[${part.text}]` : part.text))
    .join(" ")
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/\u2019/g, "'");
}

describe("key figures go through the language's one formatter (spec 001 §9)", () => {
  it.each([
    ["an amount in German is written as the share figures are", "3.20", "CHF", "de", "[CHF] 3.20"],
    ["an amount in English", "3.20", "CHF", "en", "[CHF] 3.20"],
    ["an amount in French, the code after it", "3.20", "CHF", "fr", "3,20 [CHF]"],
    ["an amount in Spanish", "3.20", "CHF", "es", "[CHF] 3.20"],
    ["a decimal in German, with the Swiss point", "603.1", "Mio. CHF", "de", "603.1 [Mio. CHF]"],
    ["a decimal in French, with its comma", "603.1", "millions CHF", "fr", "603,1 [millions CHF]"],
    ["the decimals the editor wrote stay", "1.50", null, "de", "1.50"],
    ["a large number grouped the Swiss way", "48000", null, "de", "48'000"],
    ["a large number grouped the French way", "48000", null, "fr", "48 000"],
    ["a large number grouped the English way", "48000", null, "en", "48,000"],
    ["a year is never grouped", "1975", null, "de", "1975"],
    ["a percentage keeps its unit after it", "9.8", "%", "de", "9.8 [%]"],
    ["a unit that is not a currency code stays a unit", "24", "h", "fr", "24 [h]"],
  ])("%s: %s %s in %s reads %s", (_rule, value, unit, language, expected) => {
    expect(read(value, unit, language)).toBe(expected);
  });

  it.each([
    ["a number with a plus", "50+", null],
    ["a range", "0.05–6", "mm²"],
    ["a value already grouped by its editor", "2,400", null],
    ["a comma decimal", "603,1", "Mio. CHF"],
    ["a signed value", "−50", "%"],
    ["a time span", "24/7", null],
    ["a comparison", "< 1", "s"],
  ])("%s is text, shown as written: %s", (_rule, value, unit) => {
    expect(formatKeyFigure(value, unit, "de")).toEqual([
      { text: value, isUnit: false },
      ...(unit ? [{ text: unit, isUnit: true }] : []),
    ]);
  });
});
