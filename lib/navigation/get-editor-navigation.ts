import "server-only";

import type { CacheOptions } from "@/lib/cache/cache-mode";
import type { Stage } from "@/lib/editor/page-stage";
import { localePreference } from "@/lib/graphql/locale-preference";
import { getSystemData } from "@/lib/site/get-system-data";
import { siteLanguages } from "@/lib/site/site-languages";

import { visitorNavigations } from "./filter-navigation";
import { getAllSiteNavigations } from "./get-site-navigations";
import type { PublicNavigation } from "./get-public-navigation";

interface EditorNavigationRequest {
  siteId: string;
  language: string;
  stage: Stage;
  cache: CacheOptions;
}

/**
 * A site's header and footer navigation as an editor sees it (spec 000 §6): in the chosen stage,
 * with every item, hidden ones and every country's home item included. DRAFT reads are never
 * cached (lib/content-system/read-content).
 */
export async function getEditorNavigation(
  request: EditorNavigationRequest,
): Promise<PublicNavigation> {
  const [system, navigations] = await Promise.all([
    getSystemData(request.cache),
    getAllSiteNavigations({
      stage: request.stage,
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
  return {
    found: true,
    ...visitorNavigations(siteNavigations, { country: null, isEditor: true }),
  };
}
