import type { PageByIdQuery } from "@/graphql/generated/content";
import { pagePaths } from "@/lib/navigation/find-navigation-item";
import { localizePath } from "@/lib/navigation/localize-path";
import { siteLocation } from "@/lib/routing/site-location";
import type { Navigation } from "@/lib/navigation/types";
import type { Site } from "@/lib/site/types";

interface DirectLookup {
  found: PageByIdQuery;
  localeUrlCode: string;
  currentSite: Site;
  /** The sites offered in the current locale, with their navigations as the visitor sees them. */
  sites: { site: Site; header: Navigation; footer: Navigation }[];
  /** The configured SITE_URL origin, for a page of another site (lib/routing/site-location). */
  siteUrl: string;
}

/**
 * The URL of a page looked up by id (`?direct={id}`, spec 000 §2): a content page where a
 * navigation shows it — the current site first, then the main site, then the others —, a story
 * or a media release at its fixed route, a system page at its slug. Null when nothing shows it.
 * A path on this site, absolute at its configured origin for another site with its own domain.
 */
export function directTarget({
  found,
  localeUrlCode,
  currentSite,
  sites,
  siteUrl,
}: DirectLookup): string | null {
  const here = { localeUrlCode, siteSlug: currentSite.slug };
  const story = found.stories[0];
  if (story) return localizePath(`/stories/${story.slug}`, here);
  const release = found.mediaReleases[0];
  if (release) return localizePath(`/media-releases/${release.slug}`, here);
  const systemPage = found.systemPages[0];
  if (systemPage) return localizePath(`/${systemPage.slug}`, here);
  const page = found.contentPages[0];
  if (!page) return null;
  const rank = (site: Site) => (site.id === currentSite.id ? 0 : site.slug ? 2 : 1);
  const ordered = [...sites].sort((a, b) => rank(a.site) - rank(b.site));
  for (const { site, header, footer } of ordered) {
    const path = pagePaths(header.items, footer.items).get(page.id);
    if (path)
      return siteLocation({ path, localeUrlCode, current: currentSite, target: site, siteUrl });
  }
  return null;
}
