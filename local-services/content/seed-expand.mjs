import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { isLocaleMap } from "./locales.mjs";

/** Seed keys that steer the seeder and are not fields. */
const SEED_KEYS = ["id", "draft", "unpublished", "createdAt", "updatedAt", "publishedAt"];

/**
 * A stable id for a component the seed wrote without one: same document and same position give
 * the same id, in both stages and across re-seeds.
 * @param {string} docId @param {string} jsonPath
 */
export function derivedComponentId(docId, jsonPath) {
  return `c${createHash("sha256").update(`${docId}:${jsonPath}`).digest("hex").slice(0, 24)}`;
}

/**
 * @typedef {import('./schema-model.mjs').SchemaModel} SchemaModel
 * @typedef {import('./seed-reader.mjs').SeedFile} SeedFile
 */

/**
 * Expands one seed file into its stage rows: PUBLISHED as written (none when unpublished),
 * DRAFT as written with the `draft` fields replacing.
 * @param {SchemaModel} schema
 * @param {Pick<SeedFile, 'model' | 'id' | 'doc'>} seed
 * @param {{ now: string, assetsDir: string }} options now: timestamp for omitted dates
 * @returns {import('../store/document-store.mjs').DocumentInput[]}
 */
export function expandSeedDocument(schema, { model, id, doc }, { now, assetsDir }) {
  const fields = Object.fromEntries(
    Object.entries(doc).filter(([key]) => !SEED_KEYS.includes(key)),
  );
  const draftFields = doc.draft && typeof doc.draft === "object" ? doc.draft : {};
  const createdAt = doc.createdAt ?? now;
  const updatedAt = doc.updatedAt ?? now;
  const publishedAt = doc.unpublished === true ? null : (doc.publishedAt ?? updatedAt);

  /** @param {Record<string, any>} data */
  const prepare = (data) => {
    const withIds = withComponentIds(schema, model, id, data, "");
    if (model === "Asset") fillAssetSize(withIds, assetsDir);
    return withIds;
  };

  /** @type {import('../store/document-store.mjs').DocumentInput[]} */
  const rows = [];
  if (doc.unpublished !== true) {
    rows.push({
      model,
      id,
      stage: "PUBLISHED",
      data: prepare(fields),
      createdAt,
      updatedAt,
      publishedAt,
    });
  }
  const hasDraftChanges = Object.keys(draftFields).length > 0;
  rows.push({
    model,
    id,
    stage: "DRAFT",
    data: prepare({ ...fields, ...draftFields }),
    createdAt,
    // A draft with changes was edited after publishing, so it is the newer version.
    updatedAt: hasDraftChanges ? secondLater(updatedAt) : updatedAt,
    publishedAt,
  });
  return rows;
}

/** @param {string} timestamp */
function secondLater(timestamp) {
  const time = Date.parse(timestamp);
  return Number.isNaN(time) ? timestamp : new Date(time + 1000).toISOString();
}

/** @param {Record<string, any>} data @param {string} assetsDir */
function fillAssetSize(data, assetsDir) {
  if (data.size != null || typeof data.fileName !== "string") return;
  const file = path.join(assetsDir, path.basename(data.fileName));
  if (fs.existsSync(file)) data.size = fs.statSync(file).size;
}

/**
 * Copies data, giving every component (and component in a union or locale map) that has an id
 * field in the schema but none in the data a derived id.
 * @param {SchemaModel} schema @param {string} typeName @param {string} docId
 * @param {Record<string, any>} data @param {string} jsonPath
 * @returns {Record<string, any>}
 */
function withComponentIds(schema, typeName, docId, data, jsonPath) {
  /** @type {Record<string, any>} */
  const result = {};
  for (const [key, value] of Object.entries(data)) {
    const field = schema.field(typeName, key);
    const role = field ? schema.fieldRole(typeName, key) : "value";
    if (!field || (role !== "component" && role !== "union")) {
      result[key] = value;
      continue;
    }
    const at = jsonPath ? `${jsonPath}.${key}` : key;
    /** @param {unknown} item @param {string} itemPath */
    const visit = (item, itemPath) => {
      if (Array.isArray(item))
        return item.map((entry, index) => visitComponent(entry, `${itemPath}[${index}]`));
      return visitComponent(item, itemPath);
    };
    /** @param {unknown} item @param {string} itemPath */
    const visitComponent = (item, itemPath) => {
      if (item === null || typeof item !== "object" || Array.isArray(item)) return item;
      const record = /** @type {Record<string, any>} */ (item);
      const type = role === "union" ? record.__typename : field.typeName;
      if (!schema.components.has(type)) return item;
      const copy = withComponentIds(schema, type, docId, record, itemPath);
      if (schema.field(type, "id") && copy.id == null)
        copy.id = derivedComponentId(docId, itemPath);
      return copy;
    };
    result[key] =
      field.localized && isLocaleMap(value, schema.localeSet)
        ? Object.fromEntries(
            Object.entries(value).map(([locale, v]) => [locale, visit(v, `${at}.${locale}`)]),
          )
        : visit(value, at);
  }
  return result;
}
