import type { CacheMode } from "@/lib/cache/cache-mode";

/**
 * The first internal route segment, written by proxy.ts: the site id, plus `~nocache` when the
 * request bypasses the server cache. Carrying the variant in the path (not in headers) keeps
 * layouts and pages free of request-time APIs, so a rendered page can be cached per variant.
 */
export interface SiteSegment {
  siteId: string;
  cacheMode: CacheMode;
}

const NO_CACHE = "~nocache";

export function encodeSiteSegment({ siteId, cacheMode }: SiteSegment): string {
  return cacheMode === "bypass" ? `${siteId}${NO_CACHE}` : siteId;
}

export function decodeSiteSegment(segment: string): SiteSegment {
  const decoded = decodeURIComponent(segment);
  return decoded.endsWith(NO_CACHE)
    ? { siteId: decoded.slice(0, -NO_CACHE.length), cacheMode: "bypass" }
    : { siteId: decoded, cacheMode: "default" };
}
