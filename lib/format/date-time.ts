import { formatLocale } from "./number-format";

function parsed(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The calendar day of an instant, short, as the language writes it ("24 Nov 2026",
 * "24. Nov. 2026"), read in UTC: the day the list's created-on filter (UTC days) counts it in.
 */
export function formatDay(value: string, language: string): string {
  const date = parsed(value);
  if (!date) return value;
  return new Intl.DateTimeFormat(formatLocale(language), {
    dateStyle: "medium",
    timeZone: "UTC",
  }).format(date);
}

/** An instant with its time, in the reader's time zone, named ("24 Nov 2026, 10:30 CET"). */
export function formatDateTime(value: string, language: string, timeZone?: string): string {
  const date = parsed(value);
  if (!date) return value;
  return new Intl.DateTimeFormat(formatLocale(language), {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone,
  }).format(date);
}
