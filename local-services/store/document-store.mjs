import { openDatabase } from "./database.mjs";

/**
 * @typedef {object} StoredDocument
 * @property {string} system  the stand-in owning the row, e.g. "content"
 * @property {string} model   e.g. "ContentPage"
 * @property {string} id
 * @property {string} stage   e.g. "PUBLISHED"; systems without stages use one fixed value
 * @property {Record<string, any>} data
 * @property {string} createdAt ISO timestamp
 * @property {string} updatedAt ISO timestamp
 * @property {string | null} publishedAt ISO timestamp
 */

/**
 * @typedef {object} DocumentInput
 * @property {string} model
 * @property {string} id
 * @property {string} stage
 * @property {Record<string, any>} data
 * @property {string} [createdAt] defaults to the existing row's, else now
 * @property {string} [updatedAt] defaults to now
 * @property {string | null} [publishedAt] defaults to null
 */

/**
 * @typedef {ReturnType<typeof openStore>} Store
 */

/**
 * The document store shared by all stand-ins: one SQLite file, rows keyed by
 * (system, model, id, stage) with a JSON body, plus a key/value meta table.
 * @param {{ dataDir: string }} options
 */
export function openStore({ dataDir }) {
  const db = openDatabase(dataDir);
  let localWrites = 0;

  const statements = {
    get: db.prepare(
      "SELECT * FROM documents WHERE system = ? AND model = ? AND id = ? AND stage = ?",
    ),
    listByModel: db.prepare(
      "SELECT * FROM documents WHERE system = ? AND model = ? ORDER BY id, stage",
    ),
    listByModelAndStage: db.prepare(
      "SELECT * FROM documents WHERE system = ? AND model = ? AND stage = ? ORDER BY id",
    ),
    upsert: db.prepare(`
      INSERT INTO documents (system, model, id, stage, data, created_at, updated_at, published_at)
      VALUES (@system, @model, @id, @stage, @data, @createdAt, @updatedAt, @publishedAt)
      ON CONFLICT (system, model, id, stage) DO UPDATE SET
        data = excluded.data,
        created_at = COALESCE(@explicitCreatedAt, documents.created_at),
        updated_at = excluded.updated_at,
        published_at = excluded.published_at
    `),
    deleteSystem: db.prepare("DELETE FROM documents WHERE system = ?"),
    deleteModel: db.prepare("DELETE FROM documents WHERE system = ? AND model = ?"),
    getMeta: db.prepare("SELECT value FROM meta WHERE key = ?"),
    setMeta: db.prepare(
      "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    ),
    deleteMeta: db.prepare("DELETE FROM meta WHERE key = ?"),
  };

  /** @param {any} row @returns {StoredDocument} */
  function fromRow(row) {
    return {
      system: row.system,
      model: row.model,
      id: row.id,
      stage: row.stage,
      data: JSON.parse(row.data),
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      publishedAt: row.published_at,
    };
  }

  const putAll = db.transaction(
    (/** @type {string} */ system, /** @type {DocumentInput[]} */ docs) => {
      const now = new Date().toISOString();
      for (const doc of docs) {
        statements.upsert.run({
          system,
          model: doc.model,
          id: doc.id,
          stage: doc.stage,
          data: JSON.stringify(doc.data),
          createdAt: doc.createdAt ?? now,
          explicitCreatedAt: doc.createdAt ?? null,
          updatedAt: doc.updatedAt ?? now,
          publishedAt: doc.publishedAt ?? null,
        });
      }
      localWrites += 1;
    },
  );

  return {
    dataDir,
    db,

    /**
     * @param {string} system
     * @param {string} model
     * @param {string} id
     * @param {string} stage
     * @returns {StoredDocument | null}
     */
    getDocument(system, model, id, stage) {
      const row = statements.get.get(system, model, id, stage);
      return row ? fromRow(row) : null;
    },

    /**
     * All documents of a model ordered by id, optionally only one stage.
     * @param {string} system
     * @param {string} model
     * @param {string} [stage]
     * @returns {StoredDocument[]}
     */
    listDocuments(system, model, stage) {
      const rows =
        stage === undefined
          ? statements.listByModel.all(system, model)
          : statements.listByModelAndStage.all(system, model, stage);
      return rows.map(fromRow);
    },

    /**
     * Inserts or replaces the documents in one transaction.
     * @param {string} system
     * @param {DocumentInput[]} docs
     */
    putDocuments(system, docs) {
      putAll(system, docs);
    },

    /**
     * Deletes all documents of a system, or only those of one model.
     * @param {string} system
     * @param {string} [model]
     */
    deleteDocuments(system, model) {
      if (model === undefined) statements.deleteSystem.run(system);
      else statements.deleteModel.run(system, model);
      localWrites += 1;
    },

    /**
     * @param {string} key
     * @returns {string | null}
     */
    getMeta(key) {
      const row = /** @type {{ value: string } | undefined} */ (statements.getMeta.get(key));
      return row ? row.value : null;
    },
    /**
     * @param {string} key
     * @param {string} value
     */
    setMeta(key, value) {
      statements.setMeta.run(key, value);
      localWrites += 1;
    },
    /** @param {string} key */
    deleteMeta(key) {
      statements.deleteMeta.run(key);
      localWrites += 1;
    },

    /**
     * Runs fn in one transaction (nested calls become savepoints); a throw rolls everything back.
     * @template T
     * @param {() => T} fn
     * @returns {T}
     */
    transaction(fn) {
      return db.transaction(fn)();
    },

    /**
     * Changes whenever anything was written, by this connection or another one
     * (SQLite's data_version covers the others), so caches know when to reload.
     */
    changeToken() {
      return `${localWrites}:${db.pragma("data_version", { simple: true })}`;
    },

    close() {
      if (db.open) db.close();
    },
  };
}
