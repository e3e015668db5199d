import type { Country } from "./types";

export interface CountryOption {
  /** Upper-case country code; "ALL" for the international choice (no country in the locale). */
  code: string;
  /** The locale segment to switch to, in the current language: `en-us`, or `en` for international. */
  urlCode: string;
  /** The country's name in the current language; empty for the international choice. */
  name: string;
  isInternational: boolean;
}

/** The pseudo-country of spec 001 §3 that stands for "no country". */
export const INTERNATIONAL_CODE = "ALL";

/**
 * The countries a visitor can switch to without changing the language: international first,
 * then every country that is not hidden and supports the language, by name. International-only
 * sites offer no country.
 */
export function countryOptions(
  countries: Country[],
  language: string,
  internationalOnly: boolean,
): CountryOption[] {
  const international: CountryOption = {
    code: INTERNATIONAL_CODE,
    urlCode: language,
    name: "",
    isInternational: true,
  };
  if (internationalOnly) return [international];
  const national = countries
    .filter(
      (country) =>
        country.code !== INTERNATIONAL_CODE &&
        !country.hidden &&
        country.supportedLanguages.includes(language),
    )
    .map((country) => ({
      code: country.code,
      urlCode: `${language}-${country.code.toLowerCase()}`,
      name: country.names[language] ?? country.names.en ?? country.code,
      isInternational: false,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
  return [international, ...national];
}
