import MiniSearch from "minisearch";
import { excerptFor, foldText } from "./excerpt.mjs";

/** Words shorter than this are matched whole, not as the start of longer words. */
const MIN_PREFIX_LENGTH = 2;
/** Words this long or longer may carry one typo in five characters. */
const MIN_FUZZY_LENGTH = 4;
const FUZZINESS = 0.2;

/**
 * @typedef {object} SearchRecord
 * @property {string} id
 * @property {string} title the page's title as its <title> shows it: with the brand suffix
 * @property {string} description plain text, at most a few sentences
 * @property {string} url path without locale and site slug
 * @property {import('./content-documents.mjs').SearchDocument['type']} type
 */

/** Documents indexed between two turns of the event loop while an index is built. */
const BUILD_CHUNK_SIZE = 250;

/**
 * A full-text index of one language's documents of every site (pages carry their site, the rest
 * belong to all), queried per site. Built in chunks, so the other stand-ins keep answering while
 * 10,000 products are indexed.
 * @param {import('./content-documents.mjs').SearchDocument[]} documents
 * @param {{ brand: string }} options the brand the page titles end in
 */
export async function createSearchIndex(documents, { brand }) {
  const index = new MiniSearch({
    fields: ["title", "description", "body"],
    storeFields: ["type", "site", "countries", "url", "title", "description", "body"],
    processTerm: (term) => foldText(term),
    searchOptions: {
      boost: { title: 3, description: 1.5 },
      prefix: (term) => term.length >= MIN_PREFIX_LENGTH,
      fuzzy: (term) => (term.length >= MIN_FUZZY_LENGTH ? FUZZINESS : false),
      combineWith: "OR",
    },
  });
  await index.addAllAsync(documents, { chunkSize: BUILD_CHUNK_SIZE });

  /**
   * Documents of the site, and offered in the visitor's country (any country when international).
   * @param {string} site @param {string | null} country
   */
  const visible = (site, country) => (/** @type {any} */ result) =>
    (result.site === null || result.site === site) &&
    (result.countries === null || !country || result.countries.includes(country));

  /** @param {any} result @param {string[]} words @returns {SearchRecord} */
  const toRecord = (result, words) => ({
    id: result.id,
    title: `${result.title} | ${brand}`,
    description: excerptFor(result, words),
    url: result.url,
    type: result.type,
  });

  return {
    documentCount: index.documentCount,

    /**
     * Every match of the query's words (as typed, as the start of a word, or with a typo), best
     * first, one page of them.
     * @param {{ site: string, country: string | null, query: string, page: number, pageSize: number }} input
     */
    search({ site, country, query, page, pageSize }) {
      const results = index.search(query, { filter: visible(site, country) });
      const words = queryWords(query);
      const start = (page - 1) * pageSize;
      return {
        total: results.length,
        page,
        pageSize,
        pageCount: Math.ceil(results.length / pageSize),
        records: results.slice(start, start + pageSize).map((result) => toRecord(result, words)),
      };
    },

    /**
     * Documents whose title has a word starting with each of the query's words, best first: what
     * a search box offers while the visitor types.
     * @param {{ site: string, country: string | null, query: string, limit: number }} input
     */
    suggest({ site, country, query, limit }) {
      const results = index.search(query, {
        fields: ["title"],
        prefix: true,
        fuzzy: false,
        combineWith: "AND",
        filter: visible(site, country),
      });
      const words = queryWords(query);
      return { records: results.slice(0, limit).map((result) => toRecord(result, words)) };
    },
  };
}

/**
 * The query's words, folded as the index folds them.
 * @param {string} query
 */
function queryWords(query) {
  return [...new Set(MiniSearch.getDefault("tokenize")(query).map(foldText))].filter(Boolean);
}
