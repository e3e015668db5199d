import type { Locale, Site } from "@/lib/site/types";

import type { TrailContext } from "./build-breadcrumbs";
import { findHomeItem } from "./find-navigation-item";
import type { Navigation } from "./types";

/** What every trail of a site in a locale starts from: the visitor's home item and the prefix. */
export function siteTrailContext(
  context: { header: Navigation; locale: Locale; site: Site },
  siteSlug: string | null = context.site.slug,
): TrailContext {
  const home = findHomeItem(context.header.items, context.locale.country);
  return {
    home: { title: home.title, breadcrumbOverride: home.breadcrumbOverride },
    prefix: { localeUrlCode: context.locale.urlCode, siteSlug },
  };
}
