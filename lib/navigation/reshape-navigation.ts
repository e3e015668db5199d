import type {
  NavigationItemFieldsFragment,
  NavigationTreeFragment,
} from "@/graphql/generated/content";

import { isPageShownOnSite } from "./page-shown-on-site";
import type { Navigation, NavigationItem } from "./types";

/** Item fields plus children, however deep the query read them. */
type RawItem = NavigationItemFieldsFragment & { items?: RawItem[] };

export const HOME_SLUG = "home";

function joinPath(parent: string, slug: string): string {
  return parent === "/" ? `/${slug}` : `${parent}/${slug}`;
}

function isInAppPath(url: string): boolean {
  return url.startsWith("/") && !url.startsWith("//");
}

type SiteOfNavigation = { slug: string | null };

/**
 * An item whose page is the main site's only is left out elsewhere, with its children (§6); so is
 * a column (no page, no url) the rule emptied, rather than a heading over nothing.
 */
function reshapeItems(
  raw: readonly RawItem[],
  parentPath: string,
  parentBranch: string[],
  site: SiteOfNavigation,
): NavigationItem[] {
  return raw.flatMap((item) => {
    if (item.page && !isPageShownOnSite(item.page, site)) return [];
    const reshaped = reshapeItem(item, parentPath, parentBranch, site);
    const emptied = (item.items?.length ?? 0) > 0 && reshaped.items.length === 0;
    return emptied && !item.page && !item.url ? [] : [reshaped];
  });
}

function reshapeItem(
  raw: RawItem,
  parentPath: string,
  parentBranch: string[],
  site: SiteOfNavigation,
): NavigationItem {
  const branch = [...parentBranch, raw.id];
  const slug = raw.page?.slug ?? null;
  let path: string | null = null;
  if (slug === HOME_SLUG && parentBranch.length === 0) path = "/";
  else if (slug) path = joinPath(parentPath, slug);
  else if (raw.url && isInAppPath(raw.url)) path = raw.url;
  // Items without a page add nothing to their children's paths (e.g. footer columns).
  const childParent = slug ? (path ?? parentPath) : parentPath;
  return {
    id: raw.id,
    title: raw.title,
    breadcrumbOverride: raw.breadcrumbOverride ?? null,
    hidden: raw.hidden,
    countries: raw.countries.map((country) => country.countryCode),
    pageId: raw.page?.id ?? null,
    pageSlug: slug,
    unlocalizedUrl: path,
    url: raw.url && !isInAppPath(raw.url) ? raw.url : null,
    target: raw.target ?? null,
    branch,
    marketingSection: raw.marketingSection
      ? {
          logo: raw.marketingSection.logo ?? null,
          backgroundColor: raw.marketingSection.backgroundColor ?? "Dark_White",
          link: raw.marketingSection.link ?? null,
        }
      : null,
    contentTeaserCard: raw.contentTeaserCard
      ? {
          title: raw.contentTeaserCard.title,
          text: raw.contentTeaserCard.text ?? null,
          image: raw.contentTeaserCard.image ?? null,
          link: raw.contentTeaserCard.link ?? null,
        }
      : null,
    sectionIds: raw.sections.map((section) => section.id),
    sections: raw.sections,
    items: reshapeItems(raw.items ?? [], childParent, branch, site),
  };
}

/** A navigation of a site as the site shows it: main-site-only pages only on the main site. */
export function reshapeNavigation(raw: NavigationTreeFragment, site: SiteOfNavigation): Navigation {
  return {
    id: raw.id,
    name: raw.name,
    theme: raw.theme ?? "Default",
    contactLink: raw.contactLink ?? null,
    sections: raw.sections,
    items: reshapeItems(raw.items as RawItem[], "/", [], site),
  };
}
