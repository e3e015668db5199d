import "server-only";

import { getSectionSitemap } from "@/lib/content/get-section-sitemap";
import { getSiteContext } from "@/lib/site-context/get-site-context";
import { siteLanguages } from "@/lib/site/site-languages";

import type { HostSite } from "./get-host-sites";
import { sectionPathsIn } from "./section-sitemap-paths";
import { sitemapEntries, type SitemapEntry } from "./sitemap-entries";

/**
 * Every public page of a site's header and footer navigations in every language the site
 * offers. The navigations are read as an international visitor sees them, so hidden items and
 * country-only pages are left out; links to other sites are no pages and never listed.
 * Whether a page is marked noIndex would take one read per page, so it is not checked here.
 * The main site also lists the story and media-release pages, each in the languages it exists in.
 */
export async function getSitemapEntries({ site, base }: HostSite): Promise<SitemapEntry[]> {
  const [sections, ...contexts] = await Promise.all([
    // Stories and media releases belong to the company's main site.
    site.slug ? null : getSectionSitemap({ mode: "default" }),
    ...siteLanguages(site).map((language) => getSiteContext(site.id, language, "default")),
  ]);
  const pathsByLanguage = contexts.flatMap((context) => {
    if (!context) return [];
    const language = context.locale.language;
    const paths = sections
      ? new Map([...context.pagePaths, ...sectionPathsIn(language, sections)])
      : context.pagePaths;
    return [[language, paths] as const];
  });
  return sitemapEntries(pathsByLanguage, base);
}
