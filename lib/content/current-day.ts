/**
 * Today as `YYYY-MM-DD`, the UTC day: the day against which "valid from" and event dates count.
 * A rendered page lives at most as long as the page cache keeps it (30 minutes), so a change of
 * day reaches visitors within that time.
 */
export function currentDay(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
