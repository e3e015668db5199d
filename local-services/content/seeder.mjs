import { CONTENT_SYSTEM } from "./documents.mjs";
import { expandSeedDocument } from "./seed-expand.mjs";
import { readSeedFolder } from "./seed-reader.mjs";

export const SEEDED_META_KEY = "seeded:content";

/**
 * The seed's format: raised when the seed gains models a store seeded before cannot have
 * (2: locations, terms documents, investor figures, form pages). A store of an older format is
 * seeded again on its next start, as the PIM's is.
 */
export const CONTENT_SEED_FORMAT = 2;

/**
 * Whether the store holds a seed of the current format.
 * @param {import('../store/document-store.mjs').Store} store
 */
function isSeeded(store) {
  const meta = store.getMeta(SEEDED_META_KEY);
  if (meta === null) return false;
  try {
    return JSON.parse(meta).format === CONTENT_SEED_FORMAT;
  } catch {
    return false;
  }
}

/**
 * @typedef {object} SeedOptions
 * @property {import('./schema-model.mjs').SchemaModel} schema
 * @property {string} seedDir
 * @property {string} assetsDir
 * @property {boolean} [force] wipe the content rows and seed again even if seeded before
 * @property {string} [now] timestamp for dates the seed omits
 */

/**
 * Copies the seed folder into the store unless that happened before in this format (meta
 * `seeded:content`).
 * Wiping, writing and marking happen in one transaction, so a crash midway leaves the store
 * unseeded and the next start seeds again.
 * @param {import('../store/document-store.mjs').Store} store
 * @param {SeedOptions} options
 * @returns {{ seeded: boolean, documents: number }}
 */
export function seedContent(
  store,
  { schema, seedDir, assetsDir, force = false, now = new Date().toISOString() },
) {
  if (!force && isSeeded(store)) return { seeded: false, documents: 0 };

  const { files, problems } = readSeedFolder(seedDir, schema);
  if (problems.length > 0) {
    throw new Error(`Cannot seed the content store:\n  ${problems.join("\n  ")}`);
  }
  const rows = files.flatMap((file) => expandSeedDocument(schema, file, { now, assetsDir }));

  return store.transaction(() => {
    // Another process may have seeded between the check above and this transaction.
    if (!force && isSeeded(store)) return { seeded: false, documents: 0 };
    store.deleteDocuments(CONTENT_SYSTEM);
    store.putDocuments(CONTENT_SYSTEM, rows);
    store.setMeta(
      SEEDED_META_KEY,
      JSON.stringify({ seededAt: now, documents: files.length, format: CONTENT_SEED_FORMAT }),
    );
    return { seeded: true, documents: files.length };
  });
}
