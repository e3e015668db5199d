import { localize } from "./locale.mjs";
import { articleOf } from "./part-articles.mjs";
import { PIM_STAGE } from "./seed-reader.mjs";
import { PIM_SYSTEM } from "./seeder.mjs";

/**
 * The article numbers the PIM sells for a product (its stored `part_numbers`), read from the
 * PIM's documents in the shared store; none for an unknown product.
 * @param {import('../store/document-store.mjs').Store} store
 * @param {string} productId a PIM product id
 * @returns {string[]}
 */
export function partNumbersOfProduct(store, productId) {
  if (typeof productId !== "string") return [];
  const product = store.getDocument(PIM_SYSTEM, "Product", productId, PIM_STAGE)?.data;
  return Array.isArray(product?.part_numbers) ? [...product.part_numbers] : [];
}

/**
 * The article check for the portal's parts orders: the part `articleNumber` as sold for the
 * product `productId`, read from the PIM's documents in the shared store (not a copy of them).
 * Null when the product is unknown, the article is unknown, or the article is not one of that
 * product's parts (also when it is sold for another product).
 * @param {import('../store/document-store.mjs').Store} store
 * @param {string} productId a PIM product id, e.g. "FER-CS-3100"
 * @param {string} articleNumber e.g. "WP-20012"
 * @param {string} [language] the language of `name` (falls back to English)
 * @returns {{ articleNumber: string, name: string, kind: 'spare' | 'wear' } | null}
 */
export function partOfProduct(store, productId, articleNumber, language = "en") {
  if (typeof productId !== "string" || typeof articleNumber !== "string") return null;
  const product = store.getDocument(PIM_SYSTEM, "Product", productId, PIM_STAGE)?.data;
  if (!product?.part_numbers?.includes(articleNumber)) return null;
  return partOfArticle(articleNumber, language);
}

/**
 * The part with the article number, whatever product it is sold for; null for an unknown article.
 * @param {string} articleNumber
 * @param {string} [language] the language of `name` (falls back to English)
 * @returns {{ articleNumber: string, name: string, kind: 'spare' | 'wear' } | null}
 */
export function partOfArticle(articleNumber, language = "en") {
  const article = articleOf(articleNumber);
  if (!article) return null;
  return {
    articleNumber,
    name: /** @type {string} */ (localize(article.name, language)),
    kind: article.kind,
  };
}
