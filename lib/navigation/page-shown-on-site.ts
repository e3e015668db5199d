/**
 * Spec 000 §6: a page flagged mainSiteOnly exists on the main site (the one without a slug) only;
 * on any other site it is not found, even where that site's navigation points at it.
 */
export function isPageShownOnSite(
  page: { mainSiteOnly?: boolean | null },
  site: { slug: string | null },
): boolean {
  return !page.mainSiteOnly || !site.slug;
}
