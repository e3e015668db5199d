import "server-only";

import type { CacheOptions } from "@/lib/cache/cache-mode";
import { pathFromSegments } from "@/lib/content/path-from-segments";
import { publishedRequest } from "@/lib/content-system/published-request";
import type { Locale } from "@/lib/site/types";

import { getMediaRelease } from "./get-media-release";

/**
 * Whether a path under /media-releases names a page: the list or an existing release. The page
 * reads the same cache entry afterwards.
 */
export async function mediaReleasesRouteExists(
  segments: readonly string[],
  locale: Pick<Locale, "language">,
  cache: CacheOptions,
): Promise<boolean> {
  if (pathFromSegments([...segments]) === null || segments.length > 2) return false;
  const slug = segments[1];
  if (slug === undefined) return true;
  return (await getMediaRelease(slug, publishedRequest(locale.language, cache))) !== null;
}
