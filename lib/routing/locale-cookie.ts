import { LOCALE_COOKIE_PREFIX } from "@/lib/cookies/names.mjs";
import type { Site } from "@/lib/site/types";

/** One locale cookie per site (spec 001 §9), so each site remembers its own choice. */
export function localeCookieName(site: Pick<Site, "technicalName">): string {
  return `${LOCALE_COOKIE_PREFIX}${site.technicalName}`;
}

/** "Expiring far in the future": 400 days, the longest browsers keep a cookie. */
export const LOCALE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;
