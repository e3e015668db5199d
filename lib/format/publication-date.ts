import { formatLocale } from "./number-format";

/**
 * A publication date (`2026-11-12` or an ISO date-time) as the visitor's language writes it:
 * "12 November 2026", "12. November 2026". Read in UTC, so the day never shifts by time zone.
 */
export function formatPublicationDate(date: string, language: string): string {
  const parsed = new Date(date.length === 10 ? `${date}T00:00:00Z` : date);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat(formatLocale(language), {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(parsed);
}
