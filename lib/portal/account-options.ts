import { ACCOUNT_LANGUAGE_CODES } from "@/contracts/identity/account-languages.mjs";
import { INTERNATIONAL_CODE } from "@/lib/site/country-options";
import type { Country } from "@/lib/site/types";

interface AccountOption {
  code: string;
  name: string;
}

/**
 * The countries an account can choose: the content system's countries that are not hidden
 * (spec 001 §6), named in the page's language.
 */
export function accountCountryOptions(countries: Country[], language: string): AccountOption[] {
  return countries
    .filter((country) => country.code !== INTERNATIONAL_CODE && !country.hidden)
    .map((country) => ({
      code: country.code,
      name: country.names[language] ?? country.names.en ?? country.code,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}

/** The 46 account languages (spec 001 §5), named in the page's language. */
export function accountLanguageOptions(language: string): AccountOption[] {
  const names = new Intl.DisplayNames([language], { type: "language" });
  return ACCOUNT_LANGUAGE_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort(
    (a, b) => a.name.localeCompare(b.name, language),
  );
}
