import { CATALOGUE_INDEX_ID, PIM_STAGE, treeOrder } from "./seed-reader.mjs";
import { PIM_SEEDED_META_KEY, PIM_SYSTEM } from "./seeder.mjs";

/** Parsed products kept between requests; the rest are read by primary key when asked for. */
const PRODUCT_CACHE_SIZE = 2000;

/**
 * @typedef {object} CatalogueIndex
 * @property {string[]} order every product id in catalogue order
 * @property {Record<string, string>} bySlug
 * @property {Record<string, string[]>} byClassification
 * @property {Record<string, string[]>} byCapability
 * @property {string[]} searchText per product in `order`: its names, slug and id, lower case
 * @property {Record<string, string>} inactive product id → status, for products not active
 */

/**
 * A classification as seed-reader.mjs stores it.
 * @typedef {object} StoredClassification
 * @property {string} id
 * @property {string} slug
 * @property {string | null} parent_id
 * @property {string} route its path from the top, e.g. "/products/crimping"
 * @property {string[]} ancestor_ids from the top level down to its parent
 * @property {number} sort_index
 * @property {string[]} supported_countries
 * @property {import('./locale.mjs').LocalizedText} name
 * @property {import('./locale.mjs').LocalizedText | null} description
 * @property {import('./seed-reader.mjs').StoredImage | null} image
 */

/**
 * Read access to the stored catalogue. Classifications, capabilities, brands and the index are
 * small and held in memory; products (10,000 in the large catalogue) are read one by one by
 * primary key and kept in a bounded cache. Everything is dropped when the PIM's seed marker
 * changes (a re-seed, also by another process), not on other stand-ins' writes.
 * @param {import('../store/document-store.mjs').Store} store
 */
export function createCatalogue(store) {
  /** @type {string | null} */
  let version = null;
  /** @type {ReturnType<typeof loadSmallModels> | null} */
  let small = null;
  /** @type {Map<string, any>} */
  let products = new Map();

  function current() {
    const marker = store.getMeta(PIM_SEEDED_META_KEY);
    if (marker !== version || !small) {
      version = marker;
      small = loadSmallModels(store);
      products = new Map();
    }
    return small;
  }

  /** @param {string} id */
  function product(id) {
    let found = products.get(id);
    if (found === undefined) {
      found = store.getDocument(PIM_SYSTEM, "Product", id, PIM_STAGE)?.data ?? null;
      if (products.size >= PRODUCT_CACHE_SIZE) {
        const oldest = products.keys().next();
        if (!oldest.done) products.delete(oldest.value);
      }
      products.set(id, found);
    }
    return found;
  }

  return {
    /** The snapshot for one request: call once per request, then read from it. */
    snapshot() {
      const models = current();
      return {
        ...models,
        product,
        /** @param {string} slug */
        productBySlug(slug) {
          const id = ownEntry(models.index.bySlug, slug);
          return id === undefined ? null : product(id);
        },
        /** @param {string} capabilityId */
        productIdsByCapability(capabilityId) {
          return ownEntry(models.index.byCapability, capabilityId) ?? [];
        },
        /** @param {string} classificationId */
        productIdsByClassification(classificationId) {
          return ownEntry(models.index.byClassification, classificationId) ?? [];
        },
        /** @param {string[]} ids */
        products(ids) {
          return ids.map(product).filter(Boolean);
        },
      };
    },
  };
}

/**
 * The index's entry for a key the caller sent: `constructor` or `__proto__` is no slug, even
 * though every object inherits them.
 * @template T
 * @param {Record<string, T>} record
 * @param {string} key
 * @returns {T | undefined}
 */
export function ownEntry(record, key) {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** @param {import('../store/document-store.mjs').Store} store */
function loadSmallModels(store) {
  const list = (/** @type {string} */ model) =>
    store.listDocuments(PIM_SYSTEM, model, PIM_STAGE).map((doc) => doc.data);
  const classifications = treeOrder(/** @type {StoredClassification[]} */ (list("Classification")));
  /** @type {Map<string | null, StoredClassification[]>} */
  const children = new Map();
  for (const c of classifications) {
    const siblings = children.get(c.parent_id) ?? [];
    siblings.push(c);
    children.set(c.parent_id, siblings);
  }
  const index = /** @type {CatalogueIndex} */ (
    store.getDocument(PIM_SYSTEM, "CatalogueIndex", CATALOGUE_INDEX_ID, PIM_STAGE)?.data ?? {
      order: [],
      bySlug: {},
      byClassification: {},
      byCapability: {},
      searchText: [],
      inactive: {},
    }
  );
  return {
    classifications,
    classificationById: new Map(classifications.map((c) => [c.id, c])),
    classificationBySlug: new Map(classifications.map((c) => [c.slug, c])),
    classificationByRoute: new Map(classifications.map((c) => [c.route, c])),
    /** @param {string | null} parentId */
    childrenOf: (parentId) => children.get(parentId) ?? [],
    capabilities: list("Capability"),
    brandById: new Map(list("Brand").map((b) => [b.id, b])),
    index,
  };
}
