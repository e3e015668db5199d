import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const CONTENT_SEED_DIR = fileURLToPath(new URL("./seed", import.meta.url));
export const CONTENT_ASSETS_DIR = fileURLToPath(new URL("./assets", import.meta.url));

/**
 * @typedef {object} SeedFile
 * @property {string} model
 * @property {string} id the file name without .json
 * @property {string} file path of the file
 * @property {string} label short name for messages, e.g. seed/ContentPage/page-home.json
 * @property {Record<string, any>} doc
 */

/** @param {string} dir */
function listEntries(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith("."))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Reads seed/<Model>/<id>.json. Files that cannot be used at all (unknown model folder, not JSON,
 * not an object) become problems instead of documents.
 * @param {string} seedDir
 * @param {import('./schema-model.mjs').SchemaModel} schema
 * @returns {{ files: SeedFile[], problems: string[] }}
 */
export function readSeedFolder(seedDir, schema) {
  /** @type {SeedFile[]} */
  const files = [];
  /** @type {string[]} */
  const problems = [];
  /** @param {string} file */
  const labelOf = (file) => path.relative(path.dirname(seedDir), file).split(path.sep).join("/");

  if (!fs.existsSync(seedDir))
    return { files, problems: [`${seedDir}: seed folder does not exist`] };
  for (const modelEntry of listEntries(seedDir)) {
    const modelDir = path.join(seedDir, modelEntry.name);
    if (!modelEntry.isDirectory()) {
      problems.push(
        `${labelOf(modelDir)}: expected only folders named after models in the seed folder`,
      );
      continue;
    }
    if (!schema.models.has(modelEntry.name)) {
      problems.push(
        `${labelOf(modelDir)}: "${modelEntry.name}" is not a model of the schema (one of ${[...schema.models].join(", ")})`,
      );
      continue;
    }
    for (const fileEntry of listEntries(modelDir)) {
      const file = path.join(modelDir, fileEntry.name);
      const label = labelOf(file);
      if (!fileEntry.isFile() || !fileEntry.name.endsWith(".json")) {
        problems.push(`${label}: expected <id>.json files only`);
        continue;
      }
      let doc;
      try {
        doc = JSON.parse(fs.readFileSync(file, "utf8"));
      } catch (error) {
        problems.push(`${label}: not valid JSON (${/** @type {Error} */ (error).message})`);
        continue;
      }
      if (doc === null || typeof doc !== "object" || Array.isArray(doc)) {
        problems.push(`${label}: must hold one JSON object`);
        continue;
      }
      files.push({
        model: modelEntry.name,
        id: fileEntry.name.slice(0, -".json".length),
        file,
        label,
        doc,
      });
    }
  }
  return { files, problems };
}
