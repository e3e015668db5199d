import "server-only";

import type { CacheOptions } from "@/lib/cache/cache-mode";
import type { Stage } from "@/lib/editor/page-stage";
import { localePreference } from "@/lib/graphql/locale-preference";
import { getSystemData } from "@/lib/site/get-system-data";
import { siteLanguages } from "@/lib/site/site-languages";

import { visitorNavigations } from "./filter-navigation";
import { getAllSiteNavigations } from "./get-site-navigations";
import type { Navigation } from "./types";

interface PublicNavigationRequest {
  siteId: string;
  language: string;
  /** Upper-case country code of the visitor; null shows only the items meant for everywhere. */
  country: string | null;
  cache: CacheOptions;
}

export type PublicNavigation =
  | { found: true; header: Navigation; footer: Navigation }
  | { found: false; reason: "unknown-site" }
  | { found: false; reason: "unknown-language"; languages: string[] };

/**
 * A site's header and footer navigation in one stage, filtered for a viewer. System data and
 * every site's navigation are read in parallel, both from the cache the pages share.
 */
export async function readSiteNavigation(
  request: Omit<PublicNavigationRequest, "country">,
  stage: Stage,
  viewer: { country: string | null; isEditor: boolean },
): Promise<PublicNavigation> {
  const [system, navigations] = await Promise.all([
    getSystemData(request.cache),
    getAllSiteNavigations({
      stage,
      locales: localePreference(request.language),
      cache: request.cache,
    }),
  ]);
  const site = system.sites.find((candidate) => candidate.id === request.siteId);
  const siteNavigations = navigations.get(request.siteId);
  if (!site || !siteNavigations) return { found: false, reason: "unknown-site" };
  const languages = siteLanguages(site);
  if (!languages.includes(request.language)) {
    return { found: false, reason: "unknown-language", languages };
  }
  return { found: true, ...visitorNavigations(siteNavigations, viewer) };
}

/**
 * A site's published header and footer navigation as a visitor sees them (spec 000 §5): hidden
 * items and their children dropped, items of other countries dropped.
 */
export function getPublicNavigation(request: PublicNavigationRequest): Promise<PublicNavigation> {
  return readSiteNavigation(request, "PUBLISHED", { country: request.country, isEditor: false });
}
