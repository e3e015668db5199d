import "server-only";

import { cookies } from "next/headers";
import { setRequestLocale } from "next-intl/server";
import { cache } from "react";

import type { CacheMode } from "@/lib/cache/cache-mode";
import { EDITOR_COOKIE } from "@/lib/cookies/names.mjs";
import { checkEditorToken } from "@/lib/editor/editor-session";
import type { Stage } from "@/lib/editor/page-stage";
import { NEXT_RELEASE_CACHE_PREFIX } from "@/lib/editor/release-toggle";
import type { ContentRequest } from "@/lib/content-system/content-request";
import { localePreference } from "@/lib/graphql/locale-preference";
import { visitorNavigations } from "@/lib/navigation/filter-navigation";
import { pagePaths } from "@/lib/navigation/find-navigation-item";
import { getAllSiteNavigations } from "@/lib/navigation/get-site-navigations";
import type { Navigation } from "@/lib/navigation/types";

import { parseLocaleSegment } from "@/lib/site/derive-locale";
import { getSystemData } from "@/lib/site/get-system-data";
import { isLocaleAvailable } from "@/lib/site/is-locale-available";
import { decodeSiteSegment, type SiteSegment } from "@/lib/site/site-segment";
import { siteLanguages } from "@/lib/site/site-languages";
import type { Locale, Site, SystemData } from "@/lib/site/types";

/** Everything a page of a site in a locale needs before it reads its own content. */
export interface SiteContext {
  site: Site;
  /** The company's name, shown in the header and as the page-title suffix on every site. */
  brand: string;
  locale: Locale;
  system: SystemData;
  /** Languages the site is offered in. */
  languages: string[];
  header: Navigation;
  footer: Navigation;
  /** Path without locale of every page in the navigations, by page id. */
  pagePaths: Map<string, string>;
  request: ContentRequest;
  /** Who is looking: a signed-in editor (in which stage), the next-release toggle. */
  variant: Pick<SiteSegment, "isEditor" | "stage" | "isNextRelease">;
}

/**
 * Resolves the internal route segments written by proxy.ts. System data and navigations are read
 * in parallel (one wave); null when the site or the locale does not exist.
 */
export const getSiteContext = cache(async function getSiteContext(
  siteId: string,
  localeCode: string,
  cacheMode: CacheMode,
  isEditor = false,
  stage: Stage = "PUBLISHED",
  isNextRelease = false,
): Promise<SiteContext | null> {
  const locale = parseLocaleSegment(localeCode);
  if (!locale) return null;
  const request: ContentRequest = {
    // DRAFT reads are never cached (lib/content-system/read-content).
    stage: isEditor ? stage : "PUBLISHED",
    locales: localePreference(locale.language),
    cache: { mode: cacheMode, keyPrefix: isNextRelease ? NEXT_RELEASE_CACHE_PREFIX : undefined },
  };
  const [system, allNavigations] = await Promise.all([
    getSystemData(request.cache),
    getAllSiteNavigations(request),
  ]);
  const site = system.sites.find((candidate) => candidate.id === siteId);
  const navigations = allNavigations.get(siteId);
  if (!site || !navigations || !isLocaleAvailable(locale, site, system)) return null;
  // Editors see hidden items too (spec 000 §6), so hidden pages resolve for them.
  const { header, footer } = visitorNavigations(navigations, { country: locale.country, isEditor });
  return {
    site,
    brand: system.sites.find((candidate) => !candidate.slug)?.name ?? site.name,
    locale,
    system,
    languages: siteLanguages(site),
    header,
    footer,
    pagePaths: pagePaths(header.items, footer.items),
    request,
    variant: { isEditor, stage: request.stage, isNextRelease },
  };
});

/**
 * The site context of an internal route segment written by proxy.ts: the one decoder every
 * layout, page, loader and metadata function of app/[siteSegment] reads it through, so the draft stage
 * and the next-release key prefix hold on every page alike. Null when the site or locale does
 * not exist; callers decide what a miss means (notFound() mostly). The segment's editor claim
 * is checked against the editor cookie here, where drafts are read: proxy.ts is routing, not the
 * security boundary. Only editor variants read the cookie, so visitors' pages stay free of
 * request-time APIs.
 */
export async function getSiteContextForSegment(
  siteSegment: string,
  localeCode: string,
): Promise<SiteContext | null> {
  const segment = decodeSiteSegment(siteSegment);
  const isEditor = segment.isEditor && (await isSignedInEditor());
  const context = await getSiteContext(
    segment.siteId,
    localeCode,
    segment.cacheMode,
    isEditor,
    isEditor ? segment.stage : "PUBLISHED",
    segment.isNextRelease,
  );
  // A client-side navigation renders the page without its layout, which sets the locale on a
  // full load: every page that resolves its site sets it too, or its server texts (getLocale,
  // getTranslations without a locale) fall back to English.
  if (context) setRequestLocale(context.locale.language);
  return context;
}

async function isSignedInEditor(): Promise<boolean> {
  return checkEditorToken((await cookies()).get(EDITOR_COOKIE)?.value).valid;
}
