import { createSchema, createYoga } from "graphql-yoga";
import { buildTypeResolvers } from "./field-resolvers.mjs";
import { buildQueryResolvers } from "./query-resolvers.mjs";
import { createRequestContext } from "./request-context.mjs";

export const CONTENT_GRAPHQL_PATH = "/content/graphql";

/** Yoga's debug/info chatter off; warnings and errors as one short line each. */
const quietLogger = {
  debug() {},
  info() {},
  /** @param {unknown[]} args */
  warn: (...args) => console.warn(`content graphql: ${args.map(describe).join(" ")}`),
  /** @param {unknown[]} args */
  error: (...args) => console.error(`content graphql: ${args.map(describe).join(" ")}`),
};

/** @param {unknown} value */
function describe(value) {
  return value instanceof Error ? value.message : String(value);
}

/**
 * The GraphQL endpoint of the content stand-in.
 * @param {object} options
 * @param {import('./schema-model.mjs').SchemaModel} options.schema
 * @param {import('./documents.mjs').ContentCache} options.cache
 * @param {import('./computed-fields.mjs').ComputedFields} options.computed
 * @param {string} options.token content token that DRAFT reads need
 */
export function createContentYoga({ schema, cache, computed, token }) {
  const resolvers = { ...buildTypeResolvers(schema), ...buildQueryResolvers(schema) };
  return createYoga({
    schema: createSchema({ typeDefs: schema.sdl, resolvers }),
    graphqlEndpoint: CONTENT_GRAPHQL_PATH,
    landingPage: false,
    graphiql: { title: "Content stand-in" },
    logging: quietLogger,
    // Unexpected errors become "Unexpected error."; errors made with contentError pass through.
    maskedErrors: true,
    context: ({ request }) => createRequestContext({ request, schema, cache, computed, token }),
  });
}
