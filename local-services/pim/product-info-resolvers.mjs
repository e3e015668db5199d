import { GraphQLError } from "graphql";
import { languageOf, localize } from "./locale.mjs";
import { articleOf, stockOf } from "./part-articles.mjs";
import { contentFilesOf, knowledgeOf, softwareOf } from "./product-content.mjs";
import { productFileBytes } from "./pdf-document.mjs";

/**
 * The fields of the customer portal's product information (spec 001 §2, §3): status and family
 * of products, parts with stock, knowledge hub content and software versions.
 * @typedef {import('./resolvers.mjs').PimContext} PimContext
 */

/** The most ids productsByIds takes, and the most hits searchProducts returns. */
export const MAX_IDS = 1000;
export const MAX_SEARCH_HITS = 100;
/** Longer search texts are refused: each word is looked for in every product's text. */
export const MAX_SEARCH_TEXT = 200;
const PART_IMAGE_SIZE = 320;
const STATUS_RANK = { high: 0, medium: 1, low: 2, outOfStock: 3 };

/** @param {string} message */
const badInput = (message) => new GraphQLError(message, { extensions: { code: "BAD_USER_INPUT" } });

/**
 * The family: the classification one level below the top level on the product's path.
 * @param {PimContext} ctx @param {any} product @param {string} lang
 */
export function familyOf(ctx, product, lang) {
  // Both are found: the seed is refused when a product names an unknown classification, and
  // ancestors are stored before their children.
  const classification = /** @type {import('./catalogue.mjs').StoredClassification} */ (
    ctx.catalogue.classificationById.get(product.classification_id)
  );
  const path = [...classification.ancestor_ids, classification.id];
  const family = /** @type {import('./catalogue.mjs').StoredClassification} */ (
    ctx.catalogue.classificationById.get(path[1] ?? classification.id)
  );
  return localize(family.name, lang);
}

/** @param {any} product @param {string} lang @param {PimContext} ctx */
function partsOf(product, lang, ctx) {
  return product.part_numbers.map((/** @type {string} */ number) => {
    const article = /** @type {import('./part-articles.mjs').PartArticle} */ (articleOf(number));
    const stock = stockOf(number, lang);
    const name = localize(article.name, lang);
    return {
      articleNumber: number,
      name,
      kind: article.kind,
      image: {
        name,
        url: ctx.assetUrl(article.image),
        default: true,
        width: PART_IMAGE_SIZE,
        height: PART_IMAGE_SIZE,
      },
      stock,
      totalPieces: stock.reduce((sum, s) => sum + s.pieces, 0),
      availabilityStatus: stock
        .map((s) => s.status)
        .sort((a, b) => STATUS_RANK[a] - STATUS_RANK[b])[0],
      availabilityDays: Math.min(...stock.map((s) => s.availabilityDays)),
    };
  });
}

/** Size of a generated download, rendered on demand (a manual once, then from memory). */
/** @param {any} product @param {string} filename @returns {Promise<number>} */
async function sizeOf(product, filename) {
  const file = contentFilesOf(product).find((f) => f.filename === filename);
  return file ? (await productFileBytes(product, file)).length : 0;
}

/**
 * @param {import('./product-content.mjs').KnowledgeItem} item @param {any} product
 * @param {string} lang @param {PimContext} ctx
 */
function toKnowledgeContent(item, product, lang, ctx) {
  return {
    id: item.id,
    kind: item.kind,
    title: localize(item.title, lang),
    date: item.date,
    url: item.filename
      ? ctx.fileUrl(product.id, item.filename)
      : item.videoFile
        ? ctx.assetUrl(item.videoFile)
        : item.videoUrl,
    filename: item.filename,
    size_bytes: item.filename ? sizeOf(product, item.filename) : null,
    content_language: item.content_language,
  };
}

/** Fields on ProductReference and ProductDetail alike. */
const productFields = {
  status: (/** @type {any} */ { node }) => node.status,
  family: (
    /** @type {any} */ { node, lang },
    /** @type {any} */ _,
    /** @type {PimContext} */ ctx,
  ) => familyOf(ctx, node, lang),
};

/** @type {Record<string, Record<string, (parent: any, args: any, ctx: PimContext) => unknown>>} */
export const productInfoResolvers = {
  Query: {
    productById(_, { id, locale }, ctx) {
      const lang = languageOf(locale);
      const node = ctx.catalogue.product(id);
      return node ? { node, lang } : null;
    },
    productsByIds(_, { ids, locale }, ctx) {
      const lang = languageOf(locale);
      if (ids.length > MAX_IDS) throw badInput(`ids: at most ${MAX_IDS} ids`);
      return ctx.catalogue.products(ids).map((node) => ({ node, lang }));
    },
    searchProducts(_, { text, locale, first, activeOnly }, ctx) {
      const lang = languageOf(locale);
      if (!Number.isInteger(first) || first < 1 || first > MAX_SEARCH_HITS) {
        throw badInput(`first must be between 1 and ${MAX_SEARCH_HITS}`);
      }
      if (text.length > MAX_SEARCH_TEXT) {
        throw badInput(`text: at most ${MAX_SEARCH_TEXT} characters`);
      }
      const words = String(text)
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean);
      if (words.length === 0) throw badInput("text: needs at least one letter or digit");
      const { order, searchText, inactive } = ctx.catalogue.index;
      /** @type {string[]} */
      const hits = [];
      for (let i = 0; i < order.length && hits.length < first; i += 1) {
        const id = /** @type {string} */ (order[i]);
        if (activeOnly && Object.hasOwn(inactive, id)) continue;
        const haystack = searchText[i] ?? "";
        if (words.every((word) => haystack.includes(word))) hits.push(id);
      }
      return ctx.catalogue.products(hits).map((node) => ({ node, lang }));
    },
    knowledgeContent(_, { productId, contentId, locale }, ctx) {
      const lang = languageOf(locale);
      const product = ctx.catalogue.product(productId);
      const item = product && knowledgeOf(product).find((k) => k.id === contentId);
      return item ? toKnowledgeContent(item, product, lang, ctx) : null;
    },
  },
  ProductReference: productFields,
  ProductDetail: {
    ...productFields,
    partCount: ({ node }) => node.part_numbers.length,
    parts: ({ node, lang }, { kind }, ctx) =>
      partsOf(node, lang, ctx).filter(
        (/** @type {{ kind: string }} */ part) => !kind || part.kind === kind,
      ),
    knowledgeContent: ({ node, lang }, _, ctx) =>
      knowledgeOf(node).map((item) => toKnowledgeContent(item, node, lang, ctx)),
    softwareVersions: ({ node, lang }, _, ctx) =>
      softwareOf(node).map((version) => ({
        version: version.version,
        releaseDate: version.releaseDate,
        releaseNotes: localize(version.releaseNotes, lang),
        downloadUrl: ctx.fileUrl(node.id, version.filename),
        filename: version.filename,
        size_bytes: sizeOf(node, version.filename),
      })),
  },
};
