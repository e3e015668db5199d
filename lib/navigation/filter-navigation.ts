import type { Navigation, NavigationItem } from "./types";

interface NavigationAudience {
  /** Upper-case country code of the visitor's locale; null when international. */
  country: string | null;
  /** Editors see hidden items and every country's items. */
  isEditor: boolean;
}

function isVisibleIn(item: NavigationItem, audience: NavigationAudience): boolean {
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

/** A site's header and footer as the audience sees them. */
export function visitorNavigations<T extends { header: Navigation; footer: Navigation }>(
  navigations: T,
  audience: NavigationAudience,
): { header: Navigation; footer: Navigation } {
  return {
    header: { ...navigations.header, items: filterNavigation(navigations.header.items, audience) },
    footer: { ...navigations.footer, items: filterNavigation(navigations.footer.items, audience) },
  };
}
