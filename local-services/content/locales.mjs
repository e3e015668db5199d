/**
 * Locale rules of the content stand-in (Hygraph conventions, see graphql/content/schema.graphql
 * and local-services/content/README.md).
 */

export const DEFAULT_LOCALE = "en";

/**
 * A localized field holds either a plain value or a map locale → value. It is a map when it is a
 * non-empty plain object whose keys are all locales; anything else is a plain value.
 * @param {unknown} value
 * @param {Set<string>} localeSet
 * @returns {value is Record<string, unknown>}
 */
export function isLocaleMap(value, localeSet) {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => localeSet.has(key));
}

/**
 * The locales a document exists in: the keys of its top-level localized maps, or null when it
 * has none (then it exists in every locale).
 * @param {import('./schema-model.mjs').SchemaModel} schema
 * @param {string} model
 * @param {Record<string, unknown>} data
 * @returns {Set<string> | null}
 */
export function documentLocales(schema, model, data) {
  /** @type {Set<string> | null} */
  let locales = null;
  for (const field of schema.objectTypes.get(model)?.fields.values() ?? []) {
    const value = data[field.name];
    if (!field.localized || !isLocaleMap(value, schema.localeSet)) continue;
    locales ??= new Set();
    for (const locale of Object.keys(value)) locales.add(locale);
  }
  return locales;
}

/**
 * The first requested locale the document exists in, or null when it exists in none of them.
 * @param {Set<string> | null} existing from documentLocales
 * @param {readonly string[]} requested
 */
export function pickLocale(existing, requested) {
  return requested.find((locale) => existing === null || existing.has(locale)) ?? null;
}

/**
 * Resolves a localized value: a map yields the document's locale, else the first requested
 * locale present, else en, else null; a plain value is returned as is.
 * @param {unknown} value
 * @param {{ locale: string, locales: readonly string[] }} scope
 * @param {Set<string>} localeSet
 */
export function resolveLocalized(value, scope, localeSet) {
  if (!isLocaleMap(value, localeSet)) return value;
  for (const locale of [scope.locale, ...scope.locales, DEFAULT_LOCALE]) {
    // Own keys only: a requested locale `constructor` must not find Object's.
    const candidate = Object.hasOwn(value, locale) ? value[locale] : undefined;
    if (candidate !== undefined && candidate !== null) return candidate;
  }
  return null;
}

/**
 * Parses a comma-separated gcms-locales header; undefined when absent or empty.
 * @param {string | null} header
 * @returns {string[] | undefined}
 */
export function parseLocalesHeader(header) {
  const locales = (header ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  return locales.length > 0 ? locales : undefined;
}
