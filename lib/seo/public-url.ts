import { localizePath } from "@/lib/navigation/localize-path";
import type { Site } from "@/lib/site/types";

/** Where a site's pages are public: the origin, and the site slug their paths carry there. */
export interface PublicBase {
  origin: string;
  siteSlug: string | null;
}

/**
 * A site's own domain wins: its pages live at the domain's root. A site without one lives under
 * the configured SITE_URL, behind its slug. When SITE_URL names one of the site's own domains,
 * SITE_URL is kept, since only it knows the scheme and port the site is served with.
 */
export function publicBase(site: Pick<Site, "slug" | "domains">, siteUrl: string): PublicBase {
  const configured = new URL(siteUrl);
  const ownDomains = site.domains.filter((domain) => !domain.slug);
  const isConfiguredDomain = ownDomains.some(
    (domain) => domain.hostname === configured.hostname.toLowerCase(),
  );
  const own = ownDomains[0];
  if (isConfiguredDomain || !own) {
    return { origin: configured.origin, siteSlug: isConfiguredDomain ? null : site.slug };
  }
  return { origin: `${configured.protocol}//${own.hostname}`, siteSlug: null };
}

/** The absolute public URL of an unlocalized path (`/company`) in a locale. */
export function publicUrl(path: string, localeUrlCode: string, base: PublicBase): string {
  return `${base.origin}${localizePath(path, { localeUrlCode, siteSlug: base.siteSlug })}`;
}
