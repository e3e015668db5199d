import type { CacheOptions } from "@/lib/cache/cache-mode";
import { localePreference } from "@/lib/graphql/locale-preference";

import type { ContentRequest } from "./content-request";

/**
 * A visitor's content request for a language, built exactly as the page's site context builds
 * it, so a read made by proxy.ts's route check is the cache entry the page reads afterwards.
 */
export function publishedRequest(language: string, cache: CacheOptions): ContentRequest {
  return { stage: "PUBLISHED", locales: localePreference(language), cache };
}
