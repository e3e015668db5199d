import { partNumbersOfProduct, partOfArticle, partOfProduct } from "../../pim/parts.mjs";

/** The languages a part's name is kept in on an order line (the site's content languages). */
export const PART_NAME_LANGUAGES = /** @type {const} */ (["en", "de"]);

/**
 * The portal's view of the PIM's parts, read from the PIM's own documents in the shared store
 * (the PIM module's functions, not a copy of its data).
 * @param {import('../../store/document-store.mjs').Store} store
 */
export function createPimParts(store) {
  /** @param {string} articleNumber */
  function namedPart(articleNumber) {
    const [en, de] = PART_NAME_LANGUAGES.map((language) => partOfArticle(articleNumber, language));
    if (!en || !de) return null;
    return { articleNumber, kind: en.kind, name: { en: en.name, de: de.name } };
  }

  return {
    /**
     * The part as sold for the product, with its name in English and German; null when the
     * product or article is unknown or the article is not sold for that product.
     * @param {string} productId @param {string} articleNumber
     */
    part(productId, articleNumber) {
      return partOfProduct(store, productId, articleNumber) ? namedPart(articleNumber) : null;
    },
    /**
     * Parts of the product for the demo's past orders: the articles the PIM sells for it (none
     * when the PIM does not know the product). The product is read once, not once per part.
     * @param {string} productId
     */
    demoPartsOf(productId) {
      return partNumbersOfProduct(store, productId)
        .map(namedPart)
        .filter((found) => found !== null);
    },
  };
}

/** @typedef {ReturnType<typeof createPimParts>} PimParts */
