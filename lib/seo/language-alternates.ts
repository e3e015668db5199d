/** The language whose version search engines show when none fits the visitor. */
const DEFAULT_LANGUAGE = "en";

/**
 * hreflang alternates of one page: its URL per language, plus `x-default` for the English
 * version, or the first one when there is no English version.
 */
export function languageAlternates(
  urlsByLanguage: ReadonlyArray<readonly [language: string, url: string]>,
): Record<string, string> {
  const alternates = Object.fromEntries(urlsByLanguage);
  const fallback = alternates[DEFAULT_LANGUAGE] ?? urlsByLanguage[0]?.[1];
  return fallback ? { ...alternates, "x-default": fallback } : alternates;
}
