import { createModelCache } from "../store/model-cache.mjs";
import { documentLocales, pickLocale, resolveLocalized } from "./locales.mjs";
import { SYSTEM_FIELDS } from "./schema-model.mjs";

export const CONTENT_SYSTEM = "content";

/**
 * A stored content document plus the locales it exists in (null: every locale).
 * @typedef {import('../store/document-store.mjs').StoredDocument & { locales: Set<string> | null }} CachedDocument
 */

/** @typedef {{ stage: string, locales: readonly string[] }} RequestScope */

/**
 * Stage, the enclosing document's locale and the requested locale list; carried from a document
 * down to its components and relations so they resolve the same way.
 * @typedef {RequestScope & { locale: string }} Scope
 */

/**
 * What every model and component resolver receives as its parent.
 * @typedef {object} Resolved
 * @property {string} type the GraphQL object type
 * @property {Record<string, any>} data the stored fields (of the document or the component)
 * @property {Scope} scope
 * @property {CachedDocument} [doc] set for documents (models), not for components
 */

/** @typedef {ReturnType<typeof createContentCache>} ContentCache */

/**
 * @param {import('../store/document-store.mjs').Store} store
 * @param {import('./schema-model.mjs').SchemaModel} schema
 */
export function createContentCache(store, schema) {
  return createModelCache(store, CONTENT_SYSTEM, (doc) => ({
    ...doc,
    locales: documentLocales(schema, doc.model, doc.data),
  }));
}

/** @param {CachedDocument} doc @param {Scope} scope @returns {Resolved} */
export function asResolvedDocument(doc, scope) {
  return { type: doc.model, data: doc.data, doc, scope };
}

/**
 * The document in the first requested locale it exists in, or null.
 * @param {CachedDocument | undefined} doc @param {RequestScope} request
 * @returns {Resolved | null}
 */
export function inRequestedLocale(doc, request) {
  if (!doc) return null;
  const locale = pickLocale(doc.locales, request.locales);
  return locale === null ? null : asResolvedDocument(doc, { ...request, locale });
}

/**
 * @param {import('./request-context.mjs').ContentContext} ctx
 * @param {string} model @param {string} id @param {RequestScope} request
 */
export function findDocument(ctx, model, id, request) {
  return inRequestedLocale(ctx.cache.snapshot(model, request.stage).byId.get(id), request);
}

/**
 * All documents of the model that exist in one of the requested locales, ordered by id.
 * @param {import('./request-context.mjs').ContentContext} ctx
 * @param {string} model @param {RequestScope} request
 * @returns {Resolved[]}
 */
export function listDocuments(ctx, model, request) {
  const resolved = [];
  for (const doc of ctx.cache.snapshot(model, request.stage).list) {
    const item = inRequestedLocale(doc, request);
    if (item) resolved.push(item);
  }
  return resolved;
}

/**
 * A field's value as plain data: system fields from the row, computed fields computed, localized
 * maps resolved, relations as the stored id(s). Filters and ordering compare these.
 * @param {Resolved} parent @param {string} fieldName
 * @param {import('./request-context.mjs').ContentContext} ctx
 */
export function plainValue(parent, fieldName, ctx) {
  if (parent.doc && SYSTEM_FIELDS.has(fieldName)) {
    if (fieldName === "stage") return parent.scope.stage;
    if (fieldName === "locale") return parent.scope.locale;
    return parent.doc[/** @type {'id' | 'createdAt' | 'updatedAt' | 'publishedAt'} */ (fieldName)];
  }
  const computed = ctx.computed[parent.type]?.[fieldName];
  if (computed) return computed(parent);
  const value = parent.data[fieldName];
  const field = ctx.schema.field(parent.type, fieldName);
  return field?.localized ? resolveLocalized(value, parent.scope, ctx.schema.localeSet) : value;
}
