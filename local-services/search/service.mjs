import { loadSchemaModel } from "../content/schema-model.mjs";
import { sendJson } from "../http-json.mjs";
import { createIndexCache } from "./index-cache.mjs";
import { BadRequest, readJsonBody } from "./read-json-body.mjs";
import { parseSearchInput, parseSuggestInput } from "./search-input.mjs";

export const SEARCH_MOUNT_PATH = "/search";

/**
 * The search service stand-in: a full-text index (minisearch) of the content pages, stories,
 * media releases, classifications and products, per site and language (README.md here).
 * @param {object} options
 * @param {import('../store/document-store.mjs').Store} options.store
 * @param {import('../content/schema-model.mjs').SchemaModel} [options.schema]
 */
export function createSearchService({ store, schema = loadSchemaModel() }) {
  const languages = schema.localeSet;
  const indexes = createIndexCache(store, { localeSet: languages });

  /** @param {string} site @param {string} language */
  async function indexFor(site, language) {
    const entry = await indexes.get(language);
    if (!entry.sites.has(site))
      throw new BadRequest(404, `no site with the slug "${site}"`, "site");
    return entry.index;
  }

  /** @type {Map<string, (body: Record<string, unknown>) => Promise<unknown>>} */
  const routes = new Map([
    [
      `${SEARCH_MOUNT_PATH}/query`,
      async (body) => {
        const input = parseSearchInput(body, languages);
        return (await indexFor(input.site, input.language)).search(input);
      },
    ],
    [
      `${SEARCH_MOUNT_PATH}/suggest`,
      async (body) => {
        const input = parseSuggestInput(body, languages);
        return (await indexFor(input.site, input.language)).suggest(input);
      },
    ],
  ]);

  return {
    mountPath: SEARCH_MOUNT_PATH,
    summary: `search: ${SEARCH_MOUNT_PATH}/query, ${SEARCH_MOUNT_PATH}/suggest`,
    indexes,

    /**
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {string} pathname
     * @returns {Promise<boolean>} false when no route of this service matches
     */
    async handle(req, res, pathname) {
      if (pathname === `${SEARCH_MOUNT_PATH}/stats`) {
        sendJson(res, 200, { indexes: indexes.stats() });
        return true;
      }
      const answer = routes.get(pathname);
      if (!answer) return false;
      if (req.method !== "POST") {
        sendJson(res, 405, { error: "Method not allowed", message: "use POST" }, { Allow: "POST" });
        return true;
      }
      try {
        sendJson(res, 200, await answer(await readJsonBody(req)));
      } catch (error) {
        if (!(error instanceof BadRequest)) throw error;
        const status = error.status;
        const title = status === 404 ? "Not found" : "Invalid request";
        sendJson(res, status, { error: title, field: error.field, message: error.message });
      }
      return true;
    },
  };
}
