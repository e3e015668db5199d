import type { Site } from "./types";

interface SiteMatch {
  site: Site;
  /** The path segments after the site slug, if the site was found by its slug. */
  rest: string[];
}

export function technicalNameOf(name: string): string {
  return name.toLowerCase().replace(/[\s-]+/g, "_");
}

/**
 * Finds the site of a request: by the site slug right after the locale, else by the request's
 * hostname among the sites' domains, else the main site (the one without a slug).
 */
export function resolveSite(sites: Site[], hostname: string, segments: string[]): SiteMatch | null {
  const [first, ...afterFirst] = segments;
  const bySlug = first ? sites.find((site) => site.slug && site.slug === first) : undefined;
  if (bySlug) return { site: bySlug, rest: afterFirst };
  const host = hostname.toLowerCase();
  const byDomain = sites.find((site) =>
    site.domains.some((domain) => domain.hostname === host && !domain.slug),
  );
  const main = byDomain ?? sites.find((site) => !site.slug);
  return main ? { site: main, rest: segments } : null;
}
