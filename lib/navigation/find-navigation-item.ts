import { HOME_SLUG } from "./reshape-navigation";
import type { NavigationItem } from "./types";

export class NavigationConfigurationError extends Error {
  override name = "NavigationConfigurationError";
}

export function* walkNavigation(items: NavigationItem[]): Generator<NavigationItem> {
  for (const item of items) {
    yield item;
    yield* walkNavigation(item.items);
  }
}

/**
 * The home item for a visitor: among the root items showing the home page, the one made for the
 * visitor's country, else the universal one (spec 000 §5, §8).
 */
export function findHomeItem(items: NavigationItem[], country: string | null): NavigationItem {
  const homes = items.filter((item) => item.pageSlug === HOME_SLUG);
  const forCountry = country ? homes.find((item) => item.countries.includes(country)) : undefined;
  const home = forCountry ?? homes.find((item) => item.countries.length === 0);
  if (!home) throw new NavigationConfigurationError("Invalid home page configuration for the site");
  return home;
}

/** The item showing a page at the given path (`/company/about-us`), if any. */
export function findItemByPath(items: NavigationItem[], path: string): NavigationItem | undefined {
  for (const item of walkNavigation(items)) {
    if (item.pageId && item.unlocalizedUrl === path) return item;
  }
  return undefined;
}

/** Path of every page in the navigations, first occurrence wins (header before footer). */
export function pagePaths(...trees: NavigationItem[][]): Map<string, string> {
  const paths = new Map<string, string>();
  for (const items of trees) {
    for (const item of walkNavigation(items)) {
      if (item.pageId && item.unlocalizedUrl && !paths.has(item.pageId)) {
        paths.set(item.pageId, item.unlocalizedUrl);
      }
    }
  }
  return paths;
}

/**
 * The item showing the page at a path without locale: `/` is the visitor's home item, any other
 * path is looked up in the header, then the footer.
 */
export function findPageItem(
  navigations: { header: { items: NavigationItem[] }; footer: { items: NavigationItem[] } },
  path: string,
  country: string | null,
): NavigationItem | undefined {
  if (path === "/") return findHomeItem(navigations.header.items, country);
  return (
    findItemByPath(navigations.header.items, path) ?? findItemByPath(navigations.footer.items, path)
  );
}
