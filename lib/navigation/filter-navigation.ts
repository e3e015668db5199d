import type { NavigationItem } from "./types";

export interface NavigationAudience {
  /** Upper-case country code of the visitor's locale; null when international. */
  country: string | null;
  /** Editors see hidden items and every country's items. */
  isEditor: boolean;
}

export function isVisibleIn(item: NavigationItem, audience: NavigationAudience): boolean {
  if (audience.isEditor) return true;
  if (item.hidden) return false;
  if (item.countries.length === 0) return true;
  return audience.country !== null && item.countries.includes(audience.country);
}

/** Drops hidden items (with their children) and items for other countries (spec 000 §5). */
export function filterNavigation(
  items: NavigationItem[],
  audience: NavigationAudience,
): NavigationItem[] {
  return items
    .filter((item) => isVisibleIn(item, audience))
    .map((item) => ({ ...item, items: filterNavigation(item.items, audience) }));
}
