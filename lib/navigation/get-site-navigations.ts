import "server-only";

import { SiteNavigationsDocument } from "@/graphql/generated/content";
import type { ContentRequest } from "@/lib/content-system/content-request";
import { readContent, toContentLocales } from "@/lib/content-system/read-content";

import { reshapeNavigation } from "./reshape-navigation";
import type { Navigation } from "./types";

interface SiteNavigations {
  header: Navigation;
  footer: Navigation;
}

const reshaped = new WeakMap<object, Map<string, SiteNavigations>>();

/** Every site's header and footer navigation by site id; sites lacking either are left out. */
export async function getAllSiteNavigations(
  request: Pick<ContentRequest, "locales" | "cache" | "stage">,
): Promise<Map<string, SiteNavigations>> {
  const raw = await readContent(
    SiteNavigationsDocument,
    { locales: toContentLocales(request.locales), stage: request.stage },
    request,
  );
  // The raw answer is the cached object, so reshaping once per cache entry is enough.
  let bySite = reshaped.get(raw);
  if (!bySite) {
    bySite = new Map();
    for (const site of raw.sites) {
      if (!site.headerNavigation || !site.footerNavigation) continue;
      bySite.set(site.id, {
        header: reshapeNavigation(site.headerNavigation, site),
        footer: reshapeNavigation(site.footerNavigation, site),
      });
    }
    reshaped.set(raw, bySite);
  }
  return bySite;
}
