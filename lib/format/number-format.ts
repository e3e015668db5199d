/**
 * The one locale each language writes dates, numbers and currencies in; every formatter of
 * lib/format/ goes through it. German follows the Swiss convention (spec 001 §9: 1'234.5,
 * CHF 3.20). French is the international fr (1 234,5; 3,20 CHF): the main site's French is
 * the international locale, and fr-CH's data writes amounts with a point but other numbers
 * with a comma, which would mix both on one page. Spanish is es-US (1,234.5; 11:30 a.m.): only
 * the North America events site offers Spanish (spec 001 §9), and its readers in the US and
 * Mexico write the decimal point. Any other language writes its own.
 */
const FORMAT_LOCALES: Readonly<Record<string, string>> = { de: "de-CH", fr: "fr", es: "es-US" };

export function formatLocale(language: string): string {
  if (Object.hasOwn(FORMAT_LOCALES, language)) return FORMAT_LOCALES[language] ?? language;
  return isWellFormedLocale(language) ? language : "en";
}

function isWellFormedLocale(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    // Intl rejects malformed tags with a RangeError; such a language simply reads English.
    return false;
  }
}

export function formatNumber(
  value: number,
  language: string,
  options?: Intl.NumberFormatOptions,
): string {
  return new Intl.NumberFormat(formatLocale(language), options).format(value);
}

/** A number as formatNumber writes it, in parts, for a caller that styles some of them. */
export function formatNumberToParts(
  value: number,
  language: string,
  options?: Intl.NumberFormatOptions,
): Intl.NumberFormatPart[] {
  return new Intl.NumberFormat(formatLocale(language), options).formatToParts(value);
}

/** Rounds to the given decimals first, so 999,999 bytes read as 1 MB rather than 1,000 kB. */
function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/**
 * A file size in SI units with the language's number format and unit names: `1.2 MB`, `18 kB`
 * (`1,2 Mo` in French). Whole kilobytes below a megabyte, and at least 1 kB for a file that is
 * not empty, so small files never read as bytes or as zero.
 */
export function formatFileSize(bytes: number, language: string): string {
  const size = Math.max(0, bytes);
  const format = (unit: string, value: number) =>
    formatNumber(value, language, { style: "unit", unit, maximumFractionDigits: 1 });
  const kilobytes = roundTo(size / 1e3, 0);
  if (kilobytes < 1000) return format("kilobyte", size > 0 ? Math.max(1, kilobytes) : 0);
  const megabytes = roundTo(size / 1e6, 1);
  if (megabytes < 1000) return format("megabyte", megabytes);
  return format("gigabyte", roundTo(size / 1e9, 1));
}
