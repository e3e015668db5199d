import type { SiteContext } from "@/lib/site/get-site-context";

import type { TrailContext } from "./build-breadcrumbs";
import { findHomeItem } from "./find-navigation-item";

/** What every trail of a site in a locale starts from: the visitor's home item and the prefix. */
export function siteTrailContext(
  context: Pick<SiteContext, "header" | "locale" | "site">,
  siteSlug: string | null = context.site.slug,
): TrailContext {
  const home = findHomeItem(context.header.items, context.locale.country);
  return {
    home: { title: home.title, breadcrumbOverride: home.breadcrumbOverride },
    prefix: { localeUrlCode: context.locale.urlCode, siteSlug },
  };
}
