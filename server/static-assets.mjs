// The build's own files (/_next/static/…): named by a hash of their content, they never change
// while the process runs. Next.js gzips each one anew for every request (all of a page's script,
// 660 KB, for each visitor with an empty cache); here each is compressed once, with brotli (6 %
// smaller than gzip) and gzip, and kept in memory.
import { readFile, stat } from "node:fs/promises";
import { extname, join, resolve, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

import { LRUCache } from "lru-cache";

import { chooseEncoding } from "./send-page.mjs";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const PREFIX = "/_next/static/";

/** The types Next.js writes under static/, as it sends them; other files are left to it. */
const CONTENT_TYPES = new Map([
  [".js", "application/javascript; charset=UTF-8"],
  [".css", "text/css; charset=UTF-8"],
  [".json", "application/json; charset=UTF-8"],
  [".svg", "image/svg+xml"],
  [".txt", "text/plain; charset=UTF-8"],
  [".woff2", "font/woff2"],
  [".woff", "font/woff"],
  [".png", "image/png"],
  [".jpg", "image/jpeg"],
  [".webp", "image/webp"],
  [".avif", "image/avif"],
  [".ico", "image/x-icon"],
]);
/** Fonts and pictures are compressed already. */
const COMPRESSIBLE = new Set([".js", ".css", ".json", ".svg", ".txt"]);
/** Below this, a compressed copy saves less than its headers cost. */
const MIN_COMPRESS_BYTES = 1024;

/**
 * @typedef {{ body: Buffer, br: Buffer | null, gzip: Buffer | null, etag: string, lastModified: string, type: string }} StaticFile
 */

/**
 * The file a request names under the build's static folder, or null when it names none (a path
 * that climbs out, an unknown type): Next.js answers those as before.
 * @param {string} staticDir absolute
 * @param {string | undefined} url
 */
export function staticFileOf(staticDir, url) {
  if (!url?.startsWith(PREFIX)) return null;
  let relative;
  try {
    relative = decodeURIComponent(url.slice(PREFIX.length).split("?")[0] ?? "");
  } catch {
    return null;
  }
  const file = resolve(staticDir, relative);
  if (!file.startsWith(staticDir + sep) || relative.includes("\0")) return null;
  return CONTENT_TYPES.has(extname(file)) ? file : null;
}

/**
 * @param {string} file
 * @returns {Promise<StaticFile | null>} null when it does not exist
 */
async function load(file) {
  let body, info;
  try {
    [body, info] = await Promise.all([readFile(file), stat(file)]);
  } catch {
    return null;
  }
  const compress = COMPRESSIBLE.has(extname(file)) && body.length >= MIN_COMPRESS_BYTES;
  const [br, gzipped] = compress
    ? await Promise.all([
        // Quality 6, as the page cache: 11 saves another 9 % of the bytes but takes fifty times
        // as long (2.3 s for the largest script), in every new process.
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 6,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body),
      ])
    : [null, null];
  return {
    body,
    br,
    gzip: gzipped,
    etag: `W/"${body.length.toString(16)}-${Math.trunc(info.mtimeMs).toString(16)}"`,
    lastModified: info.mtime.toUTCString(),
    type: /** @type {string} */ (CONTENT_TYPES.get(extname(file))),
  };
}

/**
 * Serves the build's static files from memory, compressed once.
 * @param {{ distDir: string, maxBytes?: number }} options distDir relative to the working directory
 * @returns {(request: import("node:http").IncomingMessage, response: import("node:http").ServerResponse) => Promise<boolean>}
 *   whether it answered; when not, Next.js answers (a missing file's 404, a range request)
 */
export function staticAssets({ distDir, maxBytes = 64 * 1024 * 1024 }) {
  const staticDir = resolve(join(distDir, "static"));
  /** @type {LRUCache<string, StaticFile>} */
  const files = new LRUCache({
    maxSize: maxBytes,
    sizeCalculation: (file) =>
      file.body.length + (file.br?.length ?? 0) + (file.gzip?.length ?? 0) || 1,
  });
  /** Reads in flight, so a burst of first requests compresses a file once. */
  const loading = new Map();

  /** @param {string} file @returns {Promise<StaticFile | null>} */
  async function get(file) {
    const known = files.get(file);
    if (known) return known;
    let pending = loading.get(file);
    if (!pending) {
      pending = load(file).finally(() => loading.delete(file));
      loading.set(file, pending);
    }
    const loaded = await pending;
    if (loaded) files.set(file, loaded);
    return loaded;
  }

  return async (request, response) => {
    if (request.method !== "GET" && request.method !== "HEAD") return false;
    if (request.headers.range) return false;
    const path = staticFileOf(staticDir, request.url);
    if (!path) return false;
    const file = await get(path);
    if (!file) return false;
    response.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    response.setHeader("ETag", file.etag);
    response.setHeader("Last-Modified", file.lastModified);
    response.setHeader("Content-Type", file.type);
    if (file.br) response.setHeader("Vary", "Accept-Encoding");
    if (request.headers["if-none-match"] === file.etag) {
      response.writeHead(304).end();
      return true;
    }
    const encoding = file.br ? chooseEncoding(request.headers["accept-encoding"]) : null;
    const body = encoding ? /** @type {Buffer} */ (file[encoding]) : file.body;
    if (encoding) response.setHeader("Content-Encoding", encoding);
    response.setHeader("Content-Length", body.length);
    response.writeHead(200).end(request.method === "HEAD" ? undefined : body);
    return true;
  };
}
