import "server-only";

import type { CacheOptions } from "@/lib/cache/cache-mode";
import { pathFromSegments } from "@/lib/content/path-from-segments";
import { publishedRequest } from "@/lib/content-system/published-request";
import type { Locale } from "@/lib/site/types";

import { getStory } from "./get-story";
import { getStoryAuthor } from "./get-story-author";

const CONTACTS_SEGMENT = "contacts";

/**
 * Whether a path under /stories names a page (spec 000 §2): the list, the contacts overview, an
 * existing story or an existing author. proxy.ts asks before rewriting; the page then reads the
 * same cache entry, so a cold story page still needs two waves.
 */
export async function storiesRouteExists(
  segments: readonly string[],
  locale: Pick<Locale, "language">,
  cache: CacheOptions,
): Promise<boolean> {
  if (pathFromSegments([...segments]) === null) return false;
  const [, second, third, ...rest] = segments;
  if (rest.length > 0) return false;
  if (second === undefined) return true;
  const request = publishedRequest(locale.language, cache);
  if (second === CONTACTS_SEGMENT) {
    return third === undefined || (await getStoryAuthor(third, request)) !== null;
  }
  return third === undefined && (await getStory(second, request)) !== null;
}
