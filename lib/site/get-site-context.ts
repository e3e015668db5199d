import "server-only";

import { cache } from "react";

import type { CacheMode } from "@/lib/cache/cache-mode";
import type { ContentRequest } from "@/lib/content/content-request";
import { localePreference } from "@/lib/graphql/locale-preference";
import { visitorNavigations } from "@/lib/navigation/filter-navigation";
import { pagePaths } from "@/lib/navigation/find-navigation-item";
import { getAllSiteNavigations } from "@/lib/navigation/get-site-navigations";
import type { Navigation } from "@/lib/navigation/types";

import { parseLocaleSegment } from "./derive-locale";
import { getSystemData } from "./get-system-data";
import { isLocaleAvailable } from "./is-locale-available";
import { siteLanguages } from "./site-languages";
import type { Locale, Site, SystemData } from "./types";

/** Everything a page of a site in a locale needs before it reads its own content. */
export interface SiteContext {
  site: Site;
  /** The company's name, shown in the header and as the page-title suffix on every site. */
  brand: string;
  locale: Locale;
  system: SystemData;
  /** Languages the site is offered in. */
  languages: string[];
  header: Navigation;
  footer: Navigation;
  /** Path without locale of every page in the navigations, by page id. */
  pagePaths: Map<string, string>;
  request: ContentRequest;
}

/**
 * Resolves the internal route segments written by proxy.ts. System data and navigations are read
 * in parallel (one wave); null when the site or the locale does not exist.
 */
export const getSiteContext = cache(async function getSiteContext(
  siteId: string,
  localeCode: string,
  cacheMode: CacheMode,
): Promise<SiteContext | null> {
  const locale = parseLocaleSegment(localeCode);
  if (!locale) return null;
  const request: ContentRequest = {
    stage: "PUBLISHED",
    locales: localePreference(locale.language),
    cache: { mode: cacheMode },
  };
  const [system, allNavigations] = await Promise.all([
    getSystemData(request.cache),
    getAllSiteNavigations(request),
  ]);
  const site = system.sites.find((candidate) => candidate.id === siteId);
  const navigations = allNavigations.get(siteId);
  if (!site || !navigations || !isLocaleAvailable(locale, site, system)) return null;
  const { header, footer } = visitorNavigations(navigations, {
    country: locale.country,
    isEditor: false,
  });
  return {
    site,
    brand: system.sites.find((candidate) => !candidate.slug)?.name ?? site.name,
    locale,
    system,
    languages: siteLanguages(site),
    header,
    footer,
    pagePaths: pagePaths(header.items, footer.items),
    request,
  };
});
