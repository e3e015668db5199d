import { describe, expect, it } from "vitest";

import { formatDateTime, formatDay } from "@/lib/format/date-time";
import { formatFileSize, formatLocale, formatNumber } from "@/lib/format/number-format";
import { formatPublicationDate } from "@/lib/format/publication-date";

/** Intl separates with no-break spaces and writes the Swiss apostrophe as ’; compare what is seen. */
function seen(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, " ").replace(/\u2019/g, "'");
}

const money = { style: "currency", currency: "CHF", minimumFractionDigits: 2 } as const;
const percent = {
  style: "percent",
  minimumFractionDigits: 2,
  signDisplay: "exceptZero",
} as const;

// Every language a site offers writes dates, numbers and amounts in one locale (spec 001 §9:
// de-CH for German; lib/format/number-format.ts says why fr and es-US).
describe.each([
  {
    language: "en",
    locale: "en",
    number: "1,234,567.5",
    dividend: "CHF 3.20",
    price: "CHF 1,234.50",
    change: "+1.47%",
    fileSize: "1.2 MB",
    publication: "November 24, 2026",
    day: "Nov 24, 2026",
    dateTime: "Nov 24, 2026, 11:30 AM",
  },
  {
    language: "de",
    locale: "de-CH",
    number: "1'234'567.5",
    dividend: "CHF 3.20",
    price: "CHF 1'234.50",
    change: "+1.47%",
    fileSize: "1.2 MB",
    publication: "24. November 2026",
    day: "24.11.2026",
    dateTime: "24.11.2026, 11:30",
  },
  {
    language: "fr",
    locale: "fr",
    number: "1 234 567,5",
    dividend: "3,20 CHF",
    price: "1 234,50 CHF",
    change: "+1,47 %",
    fileSize: "1,2 Mo",
    publication: "24 novembre 2026",
    day: "24 nov. 2026",
    dateTime: "24 nov. 2026, 11:30",
  },
  {
    language: "es",
    locale: "es-US",
    number: "1,234,567.5",
    dividend: "CHF 3.20",
    price: "CHF 1,234.50",
    change: "+1.47%",
    fileSize: "1.2 MB",
    publication: "24 de noviembre de 2026",
    day: "24 nov 2026",
    dateTime: "24 nov 2026, 11:30 a.m.",
  },
])("$language writes as $locale", (row) => {
  it("has one formatting locale", () => {
    expect(formatLocale(row.language)).toBe(row.locale);
  });

  it.each([
    ["a number", () => formatNumber(1234567.5, row.language), row.number],
    ["a dividend", () => formatNumber(3.2, row.language, money), row.dividend],
    ["a share price", () => formatNumber(1234.5, row.language, money), row.price],
    ["a signed change", () => formatNumber(0.0147, row.language, percent), row.change],
    ["a file size", () => formatFileSize(1_234_567, row.language), row.fileSize],
    [
      "a publication date",
      () => formatPublicationDate("2026-11-24", row.language),
      row.publication,
    ],
    ["a day", () => formatDay("2026-11-24T10:30:00Z", row.language), row.day],
    [
      "an instant in Swiss time",
      () => formatDateTime("2026-11-24T10:30:00Z", row.language, "Europe/Zurich"),
      row.dateTime,
    ],
  ])("%s", (_what, format, expected) => {
    expect(seen(format())).toBe(expected);
  });
});

describe("languages without a locale of their own", () => {
  it.each([
    ["ja", "ja"],
    ["pt", "pt"],
    ["not a language", "en"],
    ["constructor", "en"],
  ])("%s writes as %s", (language, locale) => {
    expect(formatLocale(language)).toBe(locale);
  });
});
