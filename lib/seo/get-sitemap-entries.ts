import "server-only";

import { getSiteContext } from "@/lib/site/get-site-context";
import { siteLanguages } from "@/lib/site/site-languages";

import type { HostSite } from "./get-host-sites";
import { sitemapEntries, type SitemapEntry } from "./sitemap-entries";

/**
 * Every public page of a site's header and footer navigations in every language the site
 * offers. The navigations are read as an international visitor sees them, so hidden items and
 * country-only pages are left out; links to other sites are no pages and never listed.
 * Whether a page is marked noIndex would take one read per page, so it is not checked here.
 */
export async function getSitemapEntries({ site, base }: HostSite): Promise<SitemapEntry[]> {
  const contexts = await Promise.all(
    siteLanguages(site).map((language) => getSiteContext(site.id, language, "default")),
  );
  const pathsByLanguage = contexts.flatMap((context) =>
    context ? [[context.locale.language, context.pagePaths] as const] : [],
  );
  return sitemapEntries(pathsByLanguage, base);
}
