import { describe, expect, it } from "vitest";

import { formatShareFigures, type ShareFiguresInput } from "@/lib/format/share-figures";

/** The Swiss thousands separator as this runtime's CLDR writes it (’ or ', never a dot or comma). */
const GROUP =
  new Intl.NumberFormat("de-CH").formatToParts(1000).find((part) => part.type === "group")?.value ??
  "";

const FIGURES: ShareFiguresInput = {
  currency: "CHF",
  sharePrice: 1234.5,
  priceChange: 3.1,
  priceChangePercent: 1.47,
  marketCapitalization: 1469325000,
  sharesOutstanding: 6850000,
  dividendPerShare: 3.2,
  yearHigh: 238.4,
  yearLow: 171.25,
  asOf: "2026-11-20T16:30:00Z",
};

describe("share figures per locale (spec 001 §9: de-CH for German)", () => {
  it("German groups thousands with the Swiss apostrophe", () => {
    expect(["’", "'"]).toContain(GROUP);
  });

  it.each([
    ["en", "sharePrice", "CHF 1,234.50"],
    ["de", "sharePrice", `CHF 1${GROUP}234.50`],
    ["fr", "sharePrice", "1 234,50 CHF"],
    ["en", "change", "+3.10 (+1.47%)"],
    ["de", "change", "+3.10 (+1.47%)"],
    ["fr", "change", "+3,10 (+1,47 %)"],
    ["en", "marketCapitalization", "CHF 1,469,325,000"],
    ["de", "marketCapitalization", `CHF 1${GROUP}469${GROUP}325${GROUP}000`],
    ["en", "sharesOutstanding", "6,850,000"],
    ["de", "sharesOutstanding", `6${GROUP}850${GROUP}000`],
    ["en", "dividendPerShare", "CHF 3.20"],
    ["de", "dividendPerShare", "CHF 3.20"],
    ["en", "yearHigh", "CHF 238.40"],
    ["de", "yearLow", "CHF 171.25"],
    ["en", "asOfDate", "November 20, 2026"],
    ["de", "asOfDate", "20. November 2026"],
    ["en", "asOfTime", "17:30"],
    ["de", "asOfTime", "17:30"],
  ] as const)("%s %s reads %s", (language, field, expected) => {
    expect(formatShareFigures(FIGURES, language)[field].replace(/\u00a0|\u202f/g, " ")).toBe(
      expected,
    );
  });

  it.each([
    [3.1, 1.47, "up", "+3.10 (+1.47%)"],
    [-2.05, -0.95, "down", "-2.05 (-0.95%)"],
    [0, 0, "unchanged", "0.00 (0.00%)"],
  ] as const)("a change of %d is %s and signed: %s", (change, percent, direction, text) => {
    const formatted = formatShareFigures(
      { ...FIGURES, priceChange: change, priceChangePercent: percent },
      "en",
    );
    expect([formatted.direction, formatted.change]).toEqual([direction, text]);
  });

  it("reads the time at the exchange: a summer close is 17:30 Swiss time, too", () => {
    const summer = formatShareFigures({ ...FIGURES, asOf: "2026-07-20T15:30:00Z" }, "de");
    expect([summer.asOfDate, summer.asOfTime]).toEqual(["20. Juli 2026", "17:30"]);
  });

  it("a late-evening UTC instant counts on the next Swiss day", () => {
    const late = formatShareFigures({ ...FIGURES, asOf: "2026-11-20T23:30:00Z" }, "en");
    expect([late.asOfDate, late.asOfTime]).toEqual(["November 21, 2026", "00:30"]);
  });

  it("an unreadable as-of stays as written rather than showing Invalid Date", () => {
    const broken = formatShareFigures({ ...FIGURES, asOf: "yesterday" }, "en");
    expect([broken.asOfDate, broken.asOfTime]).toEqual(["yesterday", ""]);
  });
});
