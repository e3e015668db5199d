import "server-only";

import { SiteNavigationsDocument } from "@/graphql/generated/content";
import type { ContentRequest } from "@/lib/content/content-request";
import { readContent, toContentLocales } from "@/lib/content/read-content";

import { reshapeNavigation } from "./reshape-navigation";
import type { Navigation } from "./types";

export interface SiteNavigations {
  header: Navigation;
  footer: Navigation;
}

const reshaped = new WeakMap<object, SiteNavigations>();

/** The header and footer navigation of a site, in one read. */
export async function getSiteNavigations(
  siteId: string,
  request: ContentRequest,
): Promise<SiteNavigations> {
  const raw = await readContent(
    SiteNavigationsDocument,
    { siteId, locales: toContentLocales(request.locales), stage: request.stage },
    request,
  );
  let navigations = reshaped.get(raw);
  if (!navigations) {
    if (!raw.site?.headerNavigation || !raw.site.footerNavigation) {
      throw new Error(`Site ${siteId} has no header or footer navigation`);
    }
    navigations = {
      header: reshapeNavigation(raw.site.headerNavigation),
      footer: reshapeNavigation(raw.site.footerNavigation),
    };
    reshaped.set(raw, navigations);
  }
  return navigations;
}
