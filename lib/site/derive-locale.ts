import type { Locale } from "./types";

/** Spec 001 §3: service-system codes by language; any other language gives en-US. */
const SIS_CODES: Record<string, string> = {
  en: "en-US",
  de: "de-CH",
  fr: "fr-FR",
  zh: "zh-CN",
  ja: "ja-JP",
  es: "es-ES",
  pt: "pt-BR",
  cs: "cs-CZ",
  hu: "hu-HU",
  ro: "ro-RO",
  sk: "sk-SK",
};

export function sisCodeFor(language: string): string {
  return SIS_CODES[language] ?? "en-US";
}

const LOCALE_SEGMENT = /^([a-z]{2})(?:-([a-z]{2}))?$/;

/**
 * Reads a URL segment as a locale: a lower-case language (`de`), or language and country
 * (`de-ch`). A plain language is international (no country). Anything else is not a locale.
 */
export function parseLocaleSegment(segment: string): Locale | null {
  const match = LOCALE_SEGMENT.exec(segment);
  if (!match) return null;
  const language = match[1] as string;
  const country = match[2]?.toUpperCase() ?? null;
  const code = country ? `${language}-${country}` : language;
  return {
    code,
    urlCode: code.toLowerCase(),
    sisCode: sisCodeFor(language),
    isInternational: country === null,
    language,
    country,
  };
}
