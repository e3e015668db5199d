import { createGraphQLError } from "graphql-yoga";
import { DEFAULT_LOCALE, parseLocalesHeader } from "./locales.mjs";

export const DRAFT_TOKEN_ERROR = "Reading the DRAFT stage needs a valid content token";
export const DEFAULT_STAGE = "PUBLISHED";

/**
 * @typedef {object} ContentContext
 * @property {import('./schema-model.mjs').SchemaModel} schema
 * @property {import('./documents.mjs').ContentCache} cache
 * @property {import('./computed-fields.mjs').ComputedFields} computed
 * @property {boolean} tokenValid whether the request carries the content token
 * @property {string | null} headerStage raw gcms-stage header
 * @property {string[] | undefined} headerLocales parsed gcms-locales header
 */

/**
 * An error meant for the client; yoga passes it through unmasked.
 * @param {string} message
 * @param {Record<string, unknown>} [extensions]
 */
export function contentError(message, extensions = { code: "BAD_USER_INPUT" }) {
  return createGraphQLError(message, { extensions });
}

/**
 * @param {object} options
 * @param {Request} options.request
 * @param {import('./schema-model.mjs').SchemaModel} options.schema
 * @param {import('./documents.mjs').ContentCache} options.cache
 * @param {import('./computed-fields.mjs').ComputedFields} options.computed
 * @param {string} options.token the content token DRAFT reads need
 * @returns {ContentContext}
 */
export function createRequestContext({ request, schema, cache, computed, token }) {
  cache.refresh();
  const authorization = request.headers.get("authorization") ?? "";
  const match = /^Bearer\s+(.+)$/i.exec(authorization.trim());
  return {
    schema,
    cache,
    computed,
    tokenValid: match !== null && match[1] === token,
    headerStage: request.headers.get("gcms-stage"),
    headerLocales: parseLocalesHeader(request.headers.get("gcms-locales")),
  };
}

/** @param {string} stage @param {ContentContext} ctx */
export function assertStageReadable(stage, ctx) {
  if (stage === "DRAFT" && !ctx.tokenValid) {
    throw contentError(DRAFT_TOKEN_ERROR, { code: "UNAUTHENTICATED", http: { status: 401 } });
  }
}

/**
 * Whether the query itself sets the argument; the SDL's defaults make args.stage always present,
 * but the gcms-stage header must win over the default.
 * @param {import('graphql').GraphQLResolveInfo} info @param {string} name
 */
function argumentGiven(info, name) {
  const node = info.fieldNodes[0]?.arguments?.find((arg) => arg.name.value === name);
  if (!node) return false;
  return node.value.kind !== "Variable" || info.variableValues[node.value.name.value] !== undefined;
}

/**
 * Stage and locale list of a top-level query: arguments, else gcms-* headers, else defaults.
 * @param {{ stage?: string, locales?: string[] | null }} args
 * @param {import('graphql').GraphQLResolveInfo} info
 * @param {ContentContext} ctx
 * @returns {import('./documents.mjs').RequestScope}
 */
export function queryScope(args, info, ctx) {
  let stage = DEFAULT_STAGE;
  if (argumentGiven(info, "stage") && args.stage) stage = args.stage;
  else if (ctx.headerStage) {
    stage = ctx.headerStage.trim().toUpperCase();
    if (!ctx.schema.enums.get("Stage")?.includes(stage)) {
      throw contentError(`gcms-stage header: unknown stage "${ctx.headerStage}"`);
    }
  }
  assertStageReadable(stage, ctx);

  if (args.locales && args.locales.length > 0) return { stage, locales: args.locales };
  const fromHeader = ctx.headerLocales;
  if (!fromHeader) return { stage, locales: [DEFAULT_LOCALE] };
  const unknown = fromHeader.find((locale) => !ctx.schema.localeSet.has(locale));
  if (unknown !== undefined) throw contentError(`gcms-locales header: unknown locale "${unknown}"`);
  return { stage, locales: fromHeader };
}
