/** What the calendar rule needs of a financial event. */
interface FinancialEventLike {
  id: string;
  title: string;
  /** `YYYY-MM-DD`. */
  date: string;
}

interface FinancialCalendar<T> {
  /** Today and later, soonest first: what investors plan by. */
  upcoming: T[];
  /** Before today, most recent first. */
  past: T[];
}

/** Splits the calendar at `today` (`YYYY-MM-DD`); an event on today's date is still upcoming. */
export function financialCalendar<T extends FinancialEventLike>(
  events: readonly T[],
  today: string,
): FinancialCalendar<T> {
  const byDate = (a: T, b: T) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title);
  return {
    upcoming: events.filter((event) => event.date >= today).sort(byDate),
    past: events.filter((event) => event.date < today).sort((a, b) => byDate(b, a)),
  };
}
