// Writes the content stand-in's PDF assets (local-services/content/assets/*.pdf) from
// local-services/content/demo-documents.mjs with pdf-lib. The output is committed, as the
// content stand-in serves its assets folder as it is; rerun after changing the documents:
//   node scripts/generate-demo-pdfs.mjs          (writes)
//   node scripts/generate-demo-pdfs.mjs --check  (fails when a committed file is out of date)
import fs from "node:fs";
import path from "node:path";
import { documentOfAsset } from "../local-services/content/demo-documents.mjs";
import { renderDemoPdf } from "../local-services/content/demo-pdf.mjs";

const CONTENT_DIR = path.join(import.meta.dirname, "..", "local-services", "content");
const ASSET_SEED_DIR = path.join(CONTENT_DIR, "seed", "Asset");
const check = process.argv.includes("--check");

let stale = 0;
for (const name of fs.readdirSync(ASSET_SEED_DIR).sort()) {
  const asset = JSON.parse(fs.readFileSync(path.join(ASSET_SEED_DIR, name), "utf8"));
  if (asset.mimeType !== "application/pdf") continue;
  const spec = documentOfAsset(asset);
  if (!spec) continue;
  const bytes = Buffer.from(await renderDemoPdf(spec));
  const file = path.join(CONTENT_DIR, "assets", asset.fileName);
  if (check) {
    if (!fs.existsSync(file) || !fs.readFileSync(file).equals(bytes)) {
      console.error(`${asset.fileName} is out of date: run node scripts/generate-demo-pdfs.mjs`);
      stale += 1;
    }
  } else {
    fs.writeFileSync(file, bytes);
    console.log(`${asset.fileName}: ${bytes.length} bytes`);
  }
}
process.exitCode = stale ? 1 : 0;
