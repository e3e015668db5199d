import { type LocationQuery, locationQueryString, normalizeSearch } from "./location-filters";

/** How a filter change reached the list: a choice in a select, or typing in the search box. */
export type LocationChangeSource = "choice" | "typing";

/**
 * Whether a change adds a history entry or replaces the current one. Every choice is a step
 * the back button undoes; typing adds one entry for the word and then keeps replacing it, so
 * back does not walk through every letter.
 */
export function historyAction(
  previous: LocationChangeSource | null,
  current: LocationChangeSource,
): "push" | "replace" {
  return previous === "typing" && current === "typing" ? "replace" : "push";
}

/** How long typing rests before the address follows it. */
export const SEARCH_URL_DELAY_MS = 400;

/** The address of a list state; the search box's raw text is read as the server reads it. */
export function locationHref(path: string, query: LocationQuery): string {
  return `${path}${locationQueryString({ ...query, q: normalizeSearch(query.q) })}`;
}
