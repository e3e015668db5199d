import { localizePath, type PathPrefix } from "./localize-path";
import type { NavigationItem } from "./types";

/** Spec 000 §3 Breadcrumb entry: `route` is the localized path. */
export interface BreadcrumbEntry {
  title: string;
  route: string;
}

/** What a crumb needs of a navigation item. */
export type TrailItem = Pick<NavigationItem, "title" | "breadcrumbOverride" | "unlocalizedUrl">;

/** Where a page's trail comes from (spec 000 §2 Breadcrumbs). */
export type TrailSource =
  /** The navigation branch of the page's item: ancestors root first, the item itself last. */
  | { kind: "navigation"; branch: TrailItem[] }
  /** A catalogue page's classification lineage, root first; the lookup lives with the catalogue. */
  | { kind: "catalogue"; lineage: Array<{ name: string; route: string }> }
  /** A file-based section (stories, media releases): its entries root first, paths without locale. */
  | { kind: "section"; entries: Array<{ title: string; path: string }> }
  | { kind: "not-found"; title: string }
  /** `route` is where the error happened: the error page has no address of its own. */
  | { kind: "error"; title: string; route: string };

export interface TrailContext {
  /** The visitor's home item, always the first crumb. */
  home: Pick<TrailItem, "title" | "breadcrumbOverride">;
  prefix: PathPrefix;
}

const CATALOGUE_SEGMENTS = ["products", "services", "smart-factory"];

/** Paths starting with or ending in /products, /services or /smart-factory get a catalogue trail. */
export function usesCatalogueTrail(path: string): boolean {
  const segments = path.split("/").filter(Boolean);
  const first = segments[0];
  const last = segments[segments.length - 1];
  return CATALOGUE_SEGMENTS.some((segment) => segment === first || segment === last);
}

function toEntry(item: TrailItem, prefix: PathPrefix): BreadcrumbEntry | null {
  // An item without a page of its own (e.g. a footer column) has nowhere to lead back to.
  if (!item.unlocalizedUrl) return null;
  return {
    title: item.breadcrumbOverride ?? item.title,
    route: localizePath(item.unlocalizedUrl, prefix),
  };
}

function trailAfterHome(source: TrailSource, prefix: PathPrefix): BreadcrumbEntry[] {
  switch (source.kind) {
    case "navigation":
      return source.branch
        .filter((item) => item.unlocalizedUrl !== "/")
        .map((item) => toEntry(item, prefix))
        .filter((entry): entry is BreadcrumbEntry => entry !== null);
    case "catalogue":
      return source.lineage.map(({ name, route }) => ({
        title: name,
        route: localizePath(route, prefix),
      }));
    case "section":
      return source.entries.map(({ title, path }) => ({
        title,
        route: localizePath(path, prefix),
      }));
    case "not-found":
      return [{ title: source.title, route: localizePath("/", prefix) }];
    case "error":
      return [{ title: source.title, route: source.route }];
  }
}

/** The trail of a page, home first and the page itself last. */
export function buildBreadcrumbs(source: TrailSource, context: TrailContext): BreadcrumbEntry[] {
  const home = {
    title: context.home.breadcrumbOverride ?? context.home.title,
    route: localizePath("/", context.prefix),
  };
  return [home, ...trailAfterHome(source, context.prefix)];
}
