import { siteLanguages } from "./site-languages";
import type { Locale, Site, SystemData } from "./types";

/**
 * Whether a site is offered in a locale: the site speaks the language, and a country, if given,
 * exists, is not hidden and supports the language. International-only sites take no country.
 */
export function isLocaleAvailable(locale: Locale, site: Site, system: SystemData): boolean {
  if (!siteLanguages(site).includes(locale.language)) return false;
  if (!locale.country) return true;
  if (site.internationalOnly) return false;
  const country = system.countries.find((candidate) => candidate.code === locale.country);
  return Boolean(
    country && !country.hidden && country.supportedLanguages.includes(locale.language),
  );
}
