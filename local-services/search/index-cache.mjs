import { CONTENT_SYSTEM } from "../content/documents.mjs";
import { PIM_SEEDED_META_KEY } from "../pim/seeder.mjs";
import { catalogueDocuments } from "./catalogue-documents.mjs";
import { contentDocuments } from "./content-documents.mjs";
import { createSearchIndex } from "./search-index.mjs";

/**
 * @typedef {object} BuiltIndex
 * @property {string} fingerprint
 * @property {Awaited<ReturnType<typeof createSearchIndex>>} index
 * @property {Map<string, { id: string, name: string }>} sites by slug ("" the main site)
 * @property {{ language: string, documents: number, buildMs: number, builtAt: string }} stats
 */

/**
 * The search indexes, one per language (every site's pages in it, filtered per site when
 * queried), built on the first query in that language and kept until the content or the
 * catalogue changes. One index per language rather than per site and language, so the 10,000
 * products of the large catalogue are indexed once per language, not once per site.
 * @param {import('../store/document-store.mjs').Store} store
 * @param {{ localeSet: Set<string> }} options
 */
export function createIndexCache(store, { localeSet }) {
  /** @type {Map<string, BuiltIndex>} */
  const built = new Map();
  /** Builds under way, so that concurrent first queries wait for one build. */
  /** @type {Map<string, Promise<BuiltIndex>>} */
  const building = new Map();
  const contentVersion = store.db.prepare(
    "SELECT count(*) AS count, max(updated_at) AS updated FROM documents WHERE system = ? AND stage = 'PUBLISHED'",
  );

  /** Changes when a content document is written or deleted, or the catalogue is seeded again. */
  function fingerprint() {
    const { count, updated } = /** @type {{ count: number, updated: string | null }} */ (
      contentVersion.get(CONTENT_SYSTEM)
    );
    return `${count}:${updated}:${store.getMeta(PIM_SEEDED_META_KEY)}`;
  }

  /** @param {string} language @param {string} current @returns {Promise<BuiltIndex>} */
  async function build(language, current) {
    const started = performance.now();
    const content = contentDocuments(store, { language, country: null, localeSet });
    const documents = [...content.documents, ...(await catalogueDocuments(store, language))];
    const index = await createSearchIndex(documents, { brand: content.brand });
    const buildMs = Math.round(performance.now() - started);
    return {
      fingerprint: current,
      index,
      sites: content.sites,
      stats: { language, documents: documents.length, buildMs, builtAt: new Date().toISOString() },
    };
  }

  return {
    /**
     * @param {string} language one of the content system's locales
     * @returns {Promise<BuiltIndex>}
     */
    async get(language) {
      const current = fingerprint();
      const entry = built.get(language);
      if (entry && entry.fingerprint === current) return entry;
      const key = `${language}\u0000${current}`;
      let pending = building.get(key);
      if (!pending) {
        pending = build(language, current)
          .then((fresh) => {
            built.set(language, fresh);
            return fresh;
          })
          .finally(() => building.delete(key));
        building.set(key, pending);
      }
      return pending;
    },

    stats() {
      return [...built.values()].map((entry) => entry.stats);
    },
  };
}
