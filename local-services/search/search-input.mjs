import { BadRequest } from "./read-json-body.mjs";

export const MAX_QUERY_LENGTH = 500;
export const MAX_PAGE = 1000;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;
export const DEFAULT_SUGGESTIONS = 8;
export const MAX_SUGGESTIONS = 20;

const LOCALE = /^([a-z]{2})(?:[-_]([a-z]{2}))?$/i;
const SITE_SLUG = /^[a-z0-9-]{0,100}$/;

/**
 * @param {Record<string, unknown>} body
 * @param {string} field
 * @param {{ fallback: number, max: number }} range
 */
function wholeNumber(body, field, { fallback, max }) {
  const value = body[field];
  if (value === undefined) return fallback;
  if (typeof value !== "number" || !Number.isInteger(value) || value < 1 || value > max) {
    throw new BadRequest(400, `${field} must be a whole number from 1 to ${max}`, field);
  }
  return value;
}

/**
 * Site, language and query of a search or suggest request.
 * @param {Record<string, unknown>} body
 * @param {Set<string>} languages the content system's locales
 */
function common(body, languages) {
  const { site, locale, query } = body;
  if (typeof site !== "string" || !SITE_SLUG.test(site)) {
    throw new BadRequest(400, 'site must be a site slug ("" for the main site)', "site");
  }
  const match = typeof locale === "string" ? LOCALE.exec(locale) : null;
  const language = match?.[1]?.toLowerCase();
  if (!language || !languages.has(language)) {
    throw new BadRequest(
      400,
      `locale must be a locale such as de or de-CH in one of ${[...languages].join(", ")}`,
      "locale",
    );
  }
  if (typeof query !== "string") throw new BadRequest(400, "query must be a string", "query");
  if (query.length > MAX_QUERY_LENGTH) {
    throw new BadRequest(400, `query must be at most ${MAX_QUERY_LENGTH} characters`, "query");
  }
  const trimmed = query.trim();
  if (!trimmed) throw new BadRequest(400, "query must not be empty", "query");
  return { site, language, country: match?.[2]?.toUpperCase() ?? null, query: trimmed };
}

/** @param {Record<string, unknown>} body @param {Set<string>} languages */
export function parseSearchInput(body, languages) {
  return {
    ...common(body, languages),
    page: wholeNumber(body, "page", { fallback: 1, max: MAX_PAGE }),
    pageSize: wholeNumber(body, "pageSize", { fallback: DEFAULT_PAGE_SIZE, max: MAX_PAGE_SIZE }),
  };
}

/** @param {Record<string, unknown>} body @param {Set<string>} languages */
export function parseSuggestInput(body, languages) {
  return {
    ...common(body, languages),
    limit: wholeNumber(body, "limit", { fallback: DEFAULT_SUGGESTIONS, max: MAX_SUGGESTIONS }),
  };
}
