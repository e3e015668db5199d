import type { CacheOptions } from "@/lib/cache/cache-mode";
import type { Stage } from "@/graphql/generated/content";

/** What every content read needs to know about the request it serves. */
export interface ContentRequest {
  stage: Stage;
  /** Locale preference, current first; see localePreference. */
  locales: string[];
  cache: CacheOptions;
}
