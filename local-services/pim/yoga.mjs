import fs from "node:fs";
import path from "node:path";
import { createSchema, createYoga } from "graphql-yoga";
import { REPO_ROOT } from "../config.mjs";
import { resolvers } from "./resolvers.mjs";

export const PIM_GRAPHQL_PATH = "/pim/graphql";
export const PIM_SCHEMA_FILE = path.join(REPO_ROOT, "graphql/pim/schema.graphql");

/** @param {unknown} value */
function describe(value) {
  return value instanceof Error ? value.message : String(value);
}

/** Yoga's debug/info chatter off; warnings and errors as one short line each. */
const quietLogger = {
  debug() {},
  info() {},
  /** @param {unknown[]} args */
  warn: (...args) => console.warn(`pim graphql: ${args.map(describe).join(" ")}`),
  /** @param {unknown[]} args */
  error: (...args) => console.error(`pim graphql: ${args.map(describe).join(" ")}`),
};

/**
 * The GraphQL endpoint of the PIM stand-in, serving graphql/pim/schema.graphql as it is.
 * @param {object} options
 * @param {ReturnType<typeof import('./catalogue.mjs').createCatalogue>} options.catalogue
 * @param {() => string} options.assetsBaseUrl e.g. http://127.0.0.1:4000/pim/assets
 */
export function createPimYoga({ catalogue, assetsBaseUrl }) {
  return createYoga({
    schema: createSchema({ typeDefs: fs.readFileSync(PIM_SCHEMA_FILE, "utf8"), resolvers }),
    graphqlEndpoint: PIM_GRAPHQL_PATH,
    landingPage: false,
    graphiql: { title: "Product information stand-in" },
    logging: quietLogger,
    // Unexpected errors become "Unexpected error."; GraphQLErrors (bad input) pass through.
    maskedErrors: true,
    context: () =>
      /** @type {import('./resolvers.mjs').PimContext} */ ({
        catalogue: catalogue.snapshot(),
        assetUrl: (file) => `${assetsBaseUrl()}/${file}`,
        fileUrl: (productId, filename) =>
          `${assetsBaseUrl()}/files/${encodeURIComponent(productId)}/${filename}`,
      }),
  });
}
