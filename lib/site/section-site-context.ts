import "server-only";

import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";

import { getSiteContext, type SiteContext } from "./get-site-context";
import { decodeSiteSegment } from "./site-segment";

/**
 * The site context of a file-based section page from its route params. proxy.ts only rewrites to
 * a site and locale that exist, so a miss here is a made-up internal URL: Next's 404. The page's
 * server texts then speak its language (see getSiteContextForSegment).
 */
export async function sectionSiteContext(
  siteSegment: string,
  localeCode: string,
): Promise<SiteContext> {
  const { siteId, cacheMode } = decodeSiteSegment(siteSegment);
  const context = (await getSiteContext(siteId, localeCode, cacheMode)) ?? notFound();
  setRequestLocale(context.locale.language);
  return context;
}
