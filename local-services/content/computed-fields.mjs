/**
 * The only model-specific fields: values the stand-in derives instead of storing, as Hygraph
 * does for assets.
 * @typedef {Record<string, Record<string, (parent: import('./documents.mjs').Resolved) => unknown>>} ComputedFields
 */

/** Fields the stand-in computes on every read; seeds must not set them. */
export const COMPUTED_ONLY_FIELDS = /** @type {Record<string, string[]>} */ ({ Asset: ["url"] });

/** Fields the stand-in derives when the seed leaves them out (size: from the file, when seeding). */
export const DERIVED_WHEN_MISSING_FIELDS = /** @type {Record<string, string[]>} */ ({
  Asset: ["handle", "size"],
});

/**
 * The handle an asset is served under: its `handle` field, else its id.
 * @param {Record<string, unknown>} data @param {string} id
 */
export function assetHandle(data, id) {
  return typeof data.handle === "string" && data.handle !== "" ? data.handle : id;
}

/**
 * @param {{ assetsBaseUrl: () => string }} options absolute URL the asset files are served
 *   under, e.g. http://127.0.0.1:4000/content/assets (a function: the port may be known only
 *   after listening)
 * @returns {ComputedFields}
 */
export function createComputedFields({ assetsBaseUrl }) {
  /** @param {import('./documents.mjs').Resolved} parent */
  const handleOf = (parent) => assetHandle(parent.data, parent.doc?.id ?? "");
  return {
    Asset: {
      handle: handleOf,
      url: (parent) => `${assetsBaseUrl()}/${encodeURIComponent(handleOf(parent))}`,
    },
  };
}
