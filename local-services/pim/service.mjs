import { createAssetFileHandler } from "./asset-files.mjs";
import { createCatalogue } from "./catalogue.mjs";
import { PIM_ASSETS_DIR, PIM_SEED_DIR } from "./seed-reader.mjs";
import { seedPim } from "./seeder.mjs";
import { createPimYoga, PIM_GRAPHQL_PATH } from "./yoga.mjs";

export const PIM_MOUNT_PATH = "/pim";
const ASSETS_PREFIX = `${PIM_MOUNT_PATH}/assets/`;

/**
 * The product information system stand-in as one mountable service.
 * @param {object} options
 * @param {import('../store/document-store.mjs').Store} options.store
 * @param {() => string} options.origin public origin of the local services
 * @param {import('./seeder.mjs').CatalogueKind} [options.catalogue] the catalogue to serve;
 *   unset keeps what the store holds (the demo catalogue on a first start)
 * @param {string} [options.seedDir]
 * @param {string} [options.assetsDir]
 */
export function createPimService({
  store,
  origin,
  catalogue: kind,
  seedDir = PIM_SEED_DIR,
  assetsDir = PIM_ASSETS_DIR,
}) {
  const catalogue = createCatalogue(store);
  const yoga = createPimYoga({
    catalogue,
    assetsBaseUrl: () => `${origin()}${PIM_MOUNT_PATH}/assets`,
  });
  const serveAsset = createAssetFileHandler({ catalogue, assetsDir });

  return {
    mountPath: PIM_MOUNT_PATH,
    summary: `pim: ${PIM_GRAPHQL_PATH}`,
    yoga,

    /** Seeds on first start or when another catalogue is asked for; force seeds again. */
    seed(force = false) {
      return seedPim(store, { catalogue: kind, force, seedDir, assetsDir });
    },

    /**
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {string} pathname
     * @returns {Promise<boolean>} false when no route of this service matches
     */
    async handle(req, res, pathname) {
      if (pathname === PIM_GRAPHQL_PATH) {
        await yoga(req, res);
        return true;
      }
      if (pathname.startsWith(ASSETS_PREFIX)) {
        await serveAsset(req, res, pathname.slice(ASSETS_PREFIX.length));
        return true;
      }
      return false;
    },
  };
}
