import fs from "node:fs";
import path from "node:path";
import { sendJson } from "../http-json.mjs";
import { sendFile } from "../send-file.mjs";
import { assetHandle } from "./computed-fields.mjs";

const MIME_TYPES = /** @type {Record<string, string>} */ ({
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".pdf": "application/pdf",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
});

/** @param {string} fileName */
export function mimeTypeOf(fileName) {
  return MIME_TYPES[path.extname(fileName).toLowerCase()] ?? "application/octet-stream";
}

/**
 * Serves GET /content/assets/{handle}: the file of the Asset with that handle (or id), published
 * or draft, as asset CDNs do not know stages.
 * @param {object} options
 * @param {import('./documents.mjs').ContentCache} options.cache
 * @param {string} options.assetsDir
 */
export function createAssetFileHandler({ cache, assetsDir }) {
  const root = path.resolve(assetsDir);

  /** By handle, else by id (an asset with a handle is still reachable under its id). @param {string} handle */
  function findAsset(handle) {
    cache.refresh();
    const stages = ["PUBLISHED", "DRAFT"].map((stage) => cache.snapshot("Asset", stage));
    for (const { list } of stages) {
      const asset = list.find((doc) => assetHandle(doc.data, doc.id) === handle);
      if (asset) return asset;
    }
    return stages.map(({ byId }) => byId.get(handle)).find(Boolean) ?? null;
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} encodedHandle the path segment after /content/assets/
   */
  return function serveAssetFile(req, res, encodedHandle) {
    if (req.method !== "GET" && req.method !== "HEAD") {
      sendJson(res, 405, { error: `Method ${req.method} not allowed` }, { Allow: "GET, HEAD" });
      return;
    }
    let handle;
    try {
      handle = decodeURIComponent(encodedHandle);
    } catch {
      sendJson(res, 400, { error: `Malformed asset handle: ${encodedHandle}` });
      return;
    }
    const asset = handle && !handle.includes("/") ? findAsset(handle) : null;
    const fileName = asset?.data.fileName;
    const file = typeof fileName === "string" ? path.resolve(root, fileName) : null;
    // The resolved path must stay inside the assets folder, whatever the seed's fileName says.
    const stat =
      file && file.startsWith(root + path.sep)
        ? fs.statSync(file, { throwIfNoEntry: false })
        : undefined;
    if (!asset || !file || !stat?.isFile()) {
      sendJson(res, 404, { error: `Not found: ${req.url}` });
      return;
    }
    sendFile(req, res, {
      body: file,
      type: typeof asset.data.mimeType === "string" ? asset.data.mimeType : mimeTypeOf(file),
      cacheControl: "public, max-age=31536000, immutable",
    });
  };
}
