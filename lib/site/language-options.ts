import type { Country } from "./types";

export interface LanguageOption {
  language: string;
  /** The locale segment to switch to: keeps the country when it speaks the language. */
  urlCode: string;
  /** The language's name in itself, as language pickers show it. */
  name: string;
}

export function languageOptions(
  languages: string[],
  country: Pick<Country, "code" | "supportedLanguages"> | null,
  names: Record<string, Record<string, string>>,
): LanguageOption[] {
  return languages.map((language) => ({
    language,
    urlCode:
      country && country.supportedLanguages.includes(language)
        ? `${language}-${country.code.toLowerCase()}`
        : language,
    name: names[language]?.[language] ?? names[language]?.en ?? language,
  }));
}

/** Replaces the locale segment of a public path: `/de/company` → `/fr/company`. */
export function switchLocaleInPath(pathname: string, urlCode: string): string {
  const [, , ...rest] = pathname.split("/");
  return `/${[urlCode, ...rest].filter(Boolean).join("/")}`;
}
