import fs from "node:fs";
import path from "node:path";
import { mimeTypeOf } from "../content/asset-files.mjs";
import { sendJson } from "../http-json.mjs";
import { sendFile } from "../send-file.mjs";
import { productFileBytes } from "./pdf-document.mjs";
import { contentFilesOf } from "./product-content.mjs";

const CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * Serves GET /pim/assets/{file} (images of the assets folder) and
 * GET /pim/assets/files/{productId}/{filename} (a product's file, knowledge hub document or
 * software package, rendered from the catalogue).
 * @param {object} options
 * @param {ReturnType<typeof import('./catalogue.mjs').createCatalogue>} options.catalogue
 * @param {string} options.assetsDir
 */
export function createAssetFileHandler({ catalogue, assetsDir }) {
  const root = path.resolve(assetsDir);

  /** @param {string[]} parts @returns {Promise<{ body: Buffer | string, type: string } | null>} */
  async function find(parts) {
    if (parts.length === 1 && parts[0] && /^[a-z0-9-]+\.[a-z0-9]+$/.test(parts[0])) {
      const file = path.join(root, parts[0]);
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      return stat?.isFile() ? { body: file, type: mimeTypeOf(file) } : null;
    }
    if (parts.length === 3 && parts[0] === "files" && parts[1] && parts[2]) {
      const product = catalogue.snapshot().product(parts[1]);
      if (!product) return null;
      // The catalogue's own files: a manual is the multi-page PDF, the others the one-page PDF
      // the seeder measured their size_bytes on.
      const own = product.files.find((/** @type {any} */ f) => f.filename === parts[2]);
      if (own) return { body: await productFileBytes(product, own), type: "application/pdf" };
      const content = contentFilesOf(product).find((f) => f.filename === parts[2]);
      return content
        ? { body: await productFileBytes(product, content), type: "application/pdf" }
        : null;
    }
    return null;
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} rest the path after /pim/assets/
   */
  return async function serveAsset(req, res, rest) {
    if (req.method !== "GET" && req.method !== "HEAD") {
      sendJson(res, 405, { error: `Method ${req.method} not allowed` }, { Allow: "GET, HEAD" });
      return;
    }
    let parts;
    try {
      parts = rest.split("/").map(decodeURIComponent);
    } catch {
      sendJson(res, 400, { error: `Malformed asset path: ${rest}` });
      return;
    }
    const found = await find(parts);
    if (!found) {
      sendJson(res, 404, { error: `Not found: ${req.url}` });
      return;
    }
    sendFile(req, res, { ...found, cacheControl: CACHE_CONTROL });
  };
}
