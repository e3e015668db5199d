import { asResolvedDocument, findDocument, plainValue } from "./documents.mjs";
import { pickLocale } from "./locales.mjs";
import { assertStageReadable } from "./request-context.mjs";

/**
 * @typedef {import('./documents.mjs').Resolved} Resolved
 * @typedef {import('./request-context.mjs').ContentContext} ContentContext
 * @typedef {import('./schema-model.mjs').FieldDef} FieldDef
 * @typedef {(parent: Resolved, args: any, ctx: ContentContext) => unknown} FieldResolver
 */

/** @param {unknown} value @returns {value is Record<string, any>} */
const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);

/** @param {unknown} value @returns {unknown[]} */
const toList = (value) => (value == null ? [] : Array.isArray(value) ? value : [value]);

/**
 * Resolvers for every field of every model and component, derived from the schema: each parent
 * is a Resolved (stored data + scope), so nested components and relations resolve in the stage
 * and locales of the document they belong to.
 * @param {import('./schema-model.mjs').SchemaModel} schema
 */
export function buildTypeResolvers(schema) {
  /** @type {Record<string, Record<string, any>>} */
  const resolvers = {};
  for (const typeName of [...schema.models, ...schema.components]) {
    /** @type {Record<string, FieldResolver>} */
    const fields = {};
    for (const field of schema.objectTypes.get(typeName)?.fields.values() ?? []) {
      fields[field.name] = fieldResolver(schema.fieldRole(typeName, field.name), field);
    }
    resolvers[typeName] = fields;
  }
  const byStoredType = { __resolveType: (/** @type {Resolved} */ parent) => parent.type };
  for (const union of schema.unions.keys()) resolvers[union] = byStoredType;
  resolvers.Node = byStoredType;
  return resolvers;
}

/**
 * @param {import('./schema-model.mjs').FieldRole} role @param {FieldDef} field
 * @returns {FieldResolver}
 */
function fieldResolver(role, field) {
  switch (role) {
    case "relation":
      return (parent, _args, ctx) => resolveRelation(parent, field, ctx);
    case "component":
    case "union":
      return (parent, _args, ctx) => resolveComponents(parent, field, ctx);
    case "localizations":
      return resolveLocalizations;
    case "documentInStages":
      return resolveDocumentInStages;
    default:
      return (parent, _args, ctx) => withStoredDefault(plainValue(parent, field.name, ctx), field);
  }
}

/**
 * Seeds may omit empty lists and false booleans; everything else missing stays null.
 * @param {unknown} value @param {FieldDef} field
 */
function withStoredDefault(value, field) {
  if (value != null) return value;
  if (field.nonNull && field.list) return [];
  if (field.nonNull && field.typeName === "Boolean") return false;
  return null;
}

/** @param {Resolved} parent @param {FieldDef} field @param {ContentContext} ctx */
function resolveRelation(parent, field, ctx) {
  const stored = plainValue(parent, field.name, ctx);
  const request = { stage: parent.scope.stage, locales: parent.scope.locales };
  /** @param {unknown} id */
  const load = (id) =>
    typeof id === "string" ? findDocument(ctx, field.typeName, id, request) : null;
  if (field.list) return toList(stored).map(load).filter(Boolean);
  return load(Array.isArray(stored) ? stored[0] : stored);
}

/** @param {Resolved} parent @param {FieldDef} field @param {ContentContext} ctx */
function resolveComponents(parent, field, ctx) {
  const stored = plainValue(parent, field.name, ctx);
  const isUnion = ctx.schema.unions.has(field.typeName);
  /** @param {Record<string, any>} data @returns {Resolved} */
  const wrap = (data) => ({
    type: isUnion ? data.__typename : field.typeName,
    data,
    scope: parent.scope,
  });
  if (field.list) return toList(stored).filter(isObject).map(wrap);
  return isObject(stored) ? wrap(stored) : null;
}

/**
 * @param {Resolved} parent
 * @param {{ locales?: string[] | null, includeCurrent?: boolean | null }} args
 * @param {ContentContext} ctx
 */
function resolveLocalizations(parent, { locales, includeCurrent }, ctx) {
  const doc = /** @type {import('./documents.mjs').CachedDocument} */ (parent.doc);
  const candidates = [...new Set(locales ?? ctx.schema.locales)];
  return candidates
    .filter((locale) => doc.locales === null || doc.locales.has(locale))
    .filter((locale) => includeCurrent || locale !== parent.scope.locale)
    .map((locale) =>
      asResolvedDocument(doc, { stage: parent.scope.stage, locale, locales: [locale] }),
    );
}

/**
 * @param {Resolved} parent
 * @param {{ stages: string[], includeCurrent?: boolean | null }} args
 * @param {ContentContext} ctx
 */
function resolveDocumentInStages(parent, { stages, includeCurrent }, ctx) {
  const id = /** @type {import('./documents.mjs').CachedDocument} */ (parent.doc).id;
  const result = [];
  for (const stage of new Set(stages)) {
    if (stage === parent.scope.stage && !includeCurrent) continue;
    assertStageReadable(stage, ctx);
    const doc = ctx.cache.snapshot(parent.type, stage).byId.get(id);
    // Prefer the locale the document was read in, then the request's fallback list.
    const locale = doc
      ? pickLocale(doc.locales, [parent.scope.locale, ...parent.scope.locales])
      : null;
    if (doc && locale) result.push(asResolvedDocument(doc, { ...parent.scope, stage, locale }));
  }
  return result;
}
