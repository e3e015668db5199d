import { GraphQLError } from "graphql";

/** Texts the catalogue lacks in the requested language are shown in English. */
export const FALLBACK_LANGUAGE = "en";

/** @typedef {string | Record<string, string>} LocalizedText a plain text, or language → text */

/**
 * The language of a service-system code: the part before the dash ("de-CH" → "de").
 * @param {string} locale e.g. "de-CH", "en-US", "fr"
 * @returns {string}
 */
export function languageOf(locale) {
  const match = /^([a-z]{2,3})(?:[-_][a-z0-9]{2,8})*$/i.exec(locale.trim());
  if (!match?.[1]) {
    throw new GraphQLError(`Invalid locale "${locale}": expected a code such as de-CH or en-US`, {
      extensions: { code: "BAD_USER_INPUT" },
    });
  }
  return match[1].toLowerCase();
}

/**
 * The text in the language, else in English, else null.
 * @param {LocalizedText | null | undefined} value
 * @param {string} language
 * @returns {string | null}
 */
export function localize(value, language) {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value;
  return value[language] ?? value[FALLBACK_LANGUAGE] ?? null;
}

/**
 * Whether the text exists in the language itself (not only through the fallback).
 * @param {LocalizedText | null | undefined} value
 * @param {string} language
 */
export function hasLanguage(value, language) {
  return typeof value === "object" && value !== null && typeof value[language] === "string";
}
