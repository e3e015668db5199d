/**
 * Checks the content seed against graphql/content/schema.graphql: model folders, JSON, field
 * names and types, enum values, union __typename, locale maps, required fields, relation ids
 * and asset files.
 *
 *   node local-services/content/validate-seed.mjs [seedDir] [assetsDir]
 *
 * prints one line per problem and exits 1 when there are any.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadSchemaModel } from "./schema-model.mjs";
import { CONTENT_ASSETS_DIR, CONTENT_SEED_DIR, readSeedFolder } from "./seed-reader.mjs";
import { validateDocument } from "./validate-document.mjs";

/**
 * @param {object} [options]
 * @param {string} [options.seedDir]
 * @param {string} [options.assetsDir]
 * @param {import('./schema-model.mjs').SchemaModel} [options.schema]
 * @returns {{ documents: number, problems: string[] }}
 */
export function validateSeedFolder({
  seedDir = CONTENT_SEED_DIR,
  assetsDir = CONTENT_ASSETS_DIR,
  schema = loadSchemaModel(),
} = {}) {
  const { files, problems } = readSeedFolder(seedDir, schema);
  const existing = new Set(files.map((file) => `${file.model}/${file.id}`));
  /** @type {import('./validate-document.mjs').DocumentExists} */
  const documentExists = (model, id) => existing.has(`${model}/${id}`);

  for (const file of files) {
    for (const problem of validateDocument(schema, file, documentExists))
      problems.push(`${file.label}: ${problem}`);
    if (file.model === "Asset") problems.push(...checkAssetFile(file, assetsDir));
  }
  return { documents: files.length, problems };
}

/**
 * @param {import('./seed-reader.mjs').SeedFile} file @param {string} assetsDir
 * @returns {string[]}
 */
function checkAssetFile(file, assetsDir) {
  const fileNames = [file.doc.fileName, file.doc.draft?.fileName].filter(
    (name) => typeof name === "string",
  );
  return fileNames.flatMap((fileName) => {
    if (fileName !== path.basename(fileName))
      return [`${file.label}: fileName: "${fileName}" must be a plain file name`];
    if (fs.statSync(path.join(assetsDir, fileName), { throwIfNoEntry: false })?.isFile()) return [];
    return [
      `${file.label}: fileName: no file "${fileName}" in ${path.relative(process.cwd(), assetsDir) || "."}`,
    ];
  });
}

function main() {
  const [seedDir, assetsDir] = process.argv.slice(2).map((arg) => path.resolve(arg));
  const { documents, problems } = validateSeedFolder({ seedDir, assetsDir });
  for (const problem of problems) console.log(problem);
  const summary = `${documents} seed documents checked, ${problems.length} problem${problems.length === 1 ? "" : "s"}`;
  console.error(
    documents === 0 && problems.length === 0 ? `${summary} (the seed folder is empty)` : summary,
  );
  process.exitCode = problems.length > 0 ? 1 : 0;
}

const entry = process.argv[1];
if (entry && fs.realpathSync(entry) === fileURLToPath(import.meta.url)) main();
