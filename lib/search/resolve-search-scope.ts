import "server-only";

import type { CacheOptions } from "@/lib/cache/cache-mode";
import { parseLocaleSegment } from "@/lib/site/derive-locale";
import { getSystemData } from "@/lib/site/get-system-data";
import { isLocaleAvailable } from "@/lib/site/is-locale-available";
import type { Locale, Site } from "@/lib/site/types";

export interface SearchScope {
  site: Site;
  locale: Locale;
  /** The company's name, the brand suffix of every page title. */
  brand: string;
}

type ResolvedScope =
  | { ok: true; scope: SearchScope }
  | { ok: false; field: "siteSlug" | "localeCode"; message: string };

/** The site (by slug, "" the main site) and one of its locales, or which of them is wrong. */
export async function resolveSearchScope(
  siteSlug: string,
  localeCode: string,
  cache: CacheOptions,
): Promise<ResolvedScope> {
  const system = await getSystemData(cache);
  const site = system.sites.find((candidate) => (candidate.slug ?? "") === siteSlug);
  if (!site) {
    return {
      ok: false,
      field: "siteSlug",
      message: `siteSlug ${JSON.stringify(siteSlug)} is no site`,
    };
  }
  const locale = parseLocaleSegment(localeCode);
  if (!locale || !isLocaleAvailable(locale, site, system)) {
    return {
      ok: false,
      field: "localeCode",
      message: `localeCode ${localeCode} is not offered on site ${JSON.stringify(siteSlug)}`,
    };
  }
  const brand = system.sites.find((candidate) => !candidate.slug)?.name ?? site.name;
  return { ok: true, scope: { site, locale, brand } };
}
