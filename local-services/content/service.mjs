import { createAssetFileHandler } from "./asset-files.mjs";
import { createComputedFields } from "./computed-fields.mjs";
import { createContentCache } from "./documents.mjs";
import { loadSchemaModel } from "./schema-model.mjs";
import { CONTENT_ASSETS_DIR, CONTENT_SEED_DIR } from "./seed-reader.mjs";
import { seedContent } from "./seeder.mjs";
import { CONTENT_GRAPHQL_PATH, createContentYoga } from "./yoga.mjs";

export const CONTENT_MOUNT_PATH = "/content";
const ASSETS_PREFIX = `${CONTENT_MOUNT_PATH}/assets/`;

/**
 * The content system stand-in (a headless CMS in Hygraph conventions) as one mountable service.
 * @param {object} options
 * @param {import('../store/document-store.mjs').Store} options.store
 * @param {() => string} options.origin public origin of the local services, e.g. http://127.0.0.1:4000
 * @param {string} options.token content token DRAFT reads need
 * @param {string} [options.seedDir]
 * @param {string} [options.assetsDir]
 * @param {import('./schema-model.mjs').SchemaModel} [options.schema]
 */
export function createContentService({
  store,
  origin,
  token,
  seedDir = CONTENT_SEED_DIR,
  assetsDir = CONTENT_ASSETS_DIR,
  schema = loadSchemaModel(),
}) {
  const cache = createContentCache(store, schema);
  const computed = createComputedFields({
    assetsBaseUrl: () => `${origin()}${CONTENT_MOUNT_PATH}/assets`,
  });
  const yoga = createContentYoga({ schema, cache, computed, token });
  const serveAssetFile = createAssetFileHandler({ cache, assetsDir });

  return {
    mountPath: CONTENT_MOUNT_PATH,
    summary: `content: ${CONTENT_GRAPHQL_PATH}`,
    yoga,

    /** Seeds the store on first start; force wipes the content rows and seeds again. */
    seed(force = false) {
      return seedContent(store, { schema, seedDir, assetsDir, force });
    },

    /**
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {string} pathname
     * @returns {Promise<boolean>} false when no route of this service matches
     */
    async handle(req, res, pathname) {
      if (pathname === CONTENT_GRAPHQL_PATH) {
        await yoga(req, res);
        return true;
      }
      if (pathname.startsWith(ASSETS_PREFIX)) {
        serveAssetFile(req, res, pathname.slice(ASSETS_PREFIX.length));
        return true;
      }
      return false;
    },
  };
}
