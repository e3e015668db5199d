import { localizePath } from "@/lib/navigation/localize-path";
import { publicBase, publicUrl } from "@/lib/seo/public-url";
import type { Site } from "@/lib/site/types";

interface SiteLocationInput {
  /** The unlocalized path on the target site (`/company`). */
  path: string;
  localeUrlCode: string;
  /** The site the visitor is on, however they reached it (its domain or its slug). */
  current: Pick<Site, "id" | "slug" | "domains">;
  /** The site the path belongs to. */
  target: Pick<Site, "id" | "slug" | "domains">;
  /** The configured SITE_URL origin. */
  siteUrl: string;
}

/**
 * Where a redirect sends a visitor to a page of a site, from configuration only (never from the
 * request's Host): a path on the current site, or on a site that lives behind its slug (a slug
 * path resolves on every host), stays relative; any other site is absolute at its configured
 * origin (its own domain from the content system, or SITE_URL for the main site), since a bare
 * path would resolve to whatever site the visitor's host names.
 */
export function siteLocation({
  path,
  localeUrlCode,
  current,
  target,
  siteUrl,
}: SiteLocationInput): string {
  if (target.id === current.id)
    return localizePath(path, { localeUrlCode, siteSlug: current.slug });
  const hasOwnDomain = target.domains.some((domain) => !domain.slug);
  if (target.slug && !hasOwnDomain) {
    return localizePath(path, { localeUrlCode, siteSlug: target.slug });
  }
  return publicUrl(path, localeUrlCode, publicBase(target, siteUrl));
}
