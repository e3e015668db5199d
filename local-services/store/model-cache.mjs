/**
 * @template Entry
 * @typedef {object} ModelSnapshot
 * @property {Entry[]} list ordered by id
 * @property {Map<string, Entry>} byId
 */

/**
 * In-memory copy of a system's documents, loaded per (model, stage) on first use with one query
 * and kept across requests until the store reports a write. The stand-ins' content is small, and
 * this is what keeps a deep navigation tree from turning into one SQL query per node.
 * @template [Entry=import('./document-store.mjs').StoredDocument]
 * @param {import('./document-store.mjs').Store} store
 * @param {string} system
 * @param {(doc: import('./document-store.mjs').StoredDocument) => Entry} [prepare] derives what
 *   callers want cached alongside each row (parsed once, not per request)
 */
export function createModelCache(store, system, prepare) {
  /** @type {Map<string, ModelSnapshot<Entry>>} */
  let snapshots = new Map();
  let token = store.changeToken();
  const toEntry = prepare ?? ((/** @type {any} */ doc) => doc);

  return {
    /** Drops the cached copies if anything was written since they were loaded. */
    refresh() {
      const current = store.changeToken();
      if (current !== token) {
        token = current;
        snapshots = new Map();
      }
    },

    /**
     * @param {string} model @param {string} stage
     * @returns {ModelSnapshot<Entry>}
     */
    snapshot(model, stage) {
      const key = `${model}\u0000${stage}`;
      let snapshot = snapshots.get(key);
      if (!snapshot) {
        const docs = store.listDocuments(system, model, stage);
        const list = docs.map((doc) => /** @type {Entry} */ (toEntry(doc)));
        snapshot = {
          list,
          byId: new Map(docs.map((doc, index) => [doc.id, /** @type {Entry} */ (list[index])])),
        };
        snapshots.set(key, snapshot);
      }
      return snapshot;
    },
  };
}
