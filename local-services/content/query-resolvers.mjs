import { findDocument, listDocuments, plainValue } from "./documents.mjs";
import { matchesWhere } from "./filters.mjs";
import { paginate, sortItems, toConnection } from "./paging.mjs";
import { contentError, queryScope } from "./request-context.mjs";

/**
 * @typedef {import('./documents.mjs').Resolved} Resolved
 * @typedef {import('./request-context.mjs').ContentContext} ContentContext
 * @typedef {import('graphql').GraphQLResolveInfo} Info
 * @typedef {import('./paging.mjs').PageArgs} PageArgs
 * @typedef {{ stage?: string, locales?: string[] | null }} ScopeArgs
 */

/** @param {Resolved} doc */
const idOf = (doc) => /** @type {string} */ (doc.doc?.id);

/**
 * Models with a publication date list newest first unless orderBy says otherwise (the SDL's
 * DocumentOrderByInput cannot express it); all others by id.
 * @param {import('./schema-model.mjs').SchemaModel} schema @param {string} model
 */
export function defaultOrderBy(schema, model) {
  return schema.field(model, "publicationDate") ? "publicationDate_DESC" : null;
}

/**
 * One resolver per Query field that serves a model: single, list or connection.
 * @param {import('./schema-model.mjs').SchemaModel} schema
 */
export function buildQueryResolvers(schema) {
  /** @type {Record<string, (root: unknown, args: any, ctx: ContentContext, info: Info) => unknown>} */
  const Query = {};
  for (const { name, model, kind } of schema.queryFields.values()) {
    if (kind === "single")
      Query[name] = (_root, args, ctx, info) => findUnique(model, args, ctx, info);
    else if (kind === "list")
      Query[name] = (_root, args, ctx, info) => listPage(model, args, ctx, info).items;
    else
      Query[name] = (_root, args, ctx, info) =>
        toConnection(listPage(model, args, ctx, info), idOf);
  }
  return { Query };
}

/**
 * @param {string} model
 * @param {{ where?: Record<string, unknown> } & ScopeArgs} args
 * @param {ContentContext} ctx @param {Info} info
 */
function findUnique(model, args, ctx, info) {
  const request = queryScope(args, info, ctx);
  const conditions = Object.entries(args.where ?? {}).filter(([, value]) => value != null);
  if (conditions.length === 0)
    throw contentError(`where: give ${model}'s id or another unique field`);
  const id = conditions.find(([field]) => field === "id")?.[1];
  const candidates =
    typeof id === "string"
      ? [findDocument(ctx, model, id, request)]
      : listDocuments(ctx, model, request);
  const match = candidates.find(
    (doc) =>
      doc !== null && conditions.every(([field, value]) => plainValue(doc, field, ctx) === value),
  );
  return match ?? null;
}

/**
 * Filters, orders and pages the documents that exist in the requested stage and locales.
 * @param {string} model
 * @param {{ where?: Record<string, any>, orderBy?: string | null } & PageArgs & ScopeArgs} args
 * @param {ContentContext} ctx @param {Info} info
 */
function listPage(model, args, ctx, info) {
  const request = queryScope(args, info, ctx);
  /** @param {string} field */
  const fieldExists = (field) => ctx.schema.field(model, field) !== undefined;
  /** @param {Resolved} doc @param {string} field */
  const valueOf = (doc, field) => plainValue(doc, field, ctx);

  let items = listDocuments(ctx, model, request);
  if (args.where) {
    const where = args.where;
    items = items.filter((doc) => {
      const subject = filterSubject(doc, ctx, request);
      return matchesWhere(where, subject.valueOf, subject.fieldExists, subject.relatedOf);
    });
  }
  const orderBy = args.orderBy ?? defaultOrderBy(ctx.schema, model);
  if (orderBy) items = sortItems(items, orderBy, valueOf, fieldExists);
  return paginate(items, args, idOf);
}

/**
 * A document as a where input sees it: its plain values, and for relation fields the related
 * documents (in the same stage and locales), so that relation filters can look into them.
 * @param {Resolved} doc @param {ContentContext} ctx
 * @param {import('./documents.mjs').RequestScope} request
 * @returns {import('./filters.mjs').FilterSubject}
 */
function filterSubject(doc, ctx, request) {
  return {
    valueOf: (field) => plainValue(doc, field, ctx),
    fieldExists: (field) => ctx.schema.field(doc.type, field) !== undefined,
    relatedOf: (field) => {
      const def = ctx.schema.field(doc.type, field);
      if (!def || ctx.schema.fieldRole(doc.type, field) !== "relation") return undefined;
      const stored = doc.data[field];
      const ids = stored == null ? [] : Array.isArray(stored) ? stored : [stored];
      return ids
        .map((id) => findDocument(ctx, def.typeName, String(id), request))
        .filter((related) => related !== null)
        .map((related) => filterSubject(related, ctx, request));
    },
  };
}
