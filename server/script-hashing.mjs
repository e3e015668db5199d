import { brotliCompressSync, constants, gzipSync } from "node:zlib";

import { inlineScriptHashes } from "./inline-script-hashes.mjs";
import { chooseEncoding } from "./send-page.mjs";

// Paths whose answers are never a page: build assets, route handlers, file downloads. Next.js
// compresses these itself.
const NEVER_PAGES = ["/_next/", "/api/", "/file/"];

/**
 * Whether a request may be answered with a page of Next.js's (whose inline scripts need hashes).
 * @param {{ method?: string, url?: string }} request
 */
export function mayAnswerWithPage({ method, url = "/" }) {
  if (method !== "GET" && method !== "HEAD") return false;
  return !NEVER_PAGES.some((prefix) => url.startsWith(prefix));
}

/** @param {import("node:http").OutgoingHttpHeaders | import("node:http").OutgoingHttpHeader[] | string | undefined} headers */
function contentTypeIn(headers) {
  if (!headers || typeof headers === "string" || Array.isArray(headers)) return undefined;
  const entry = Object.entries(headers).find(([name]) => name.toLowerCase() === "content-type");
  return entry ? String(entry[1]) : undefined;
}

// Headers that describe the plain page Next.js wrote, not the compressed body sent.
const LENGTH_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding"]);

/**
 * @param {Parameters<import("node:http").ServerResponse["writeHead"]>} head
 * @returns {Parameters<import("node:http").ServerResponse["writeHead"]>}
 */
function withoutLengthHeaders([status, ...rest]) {
  const last = rest.at(-1);
  if (!last || typeof last !== "object" || Array.isArray(last)) return [status, ...rest];
  const headers = Object.fromEntries(
    Object.entries(last).filter(([name]) => !LENGTH_HEADERS.has(name.toLowerCase())),
  );
  return /** @type {any} */ ([status, ...rest.slice(0, -1), headers]);
}

/**
 * Holds back an HTML page Next.js writes until it is complete, then names the hashes of its
 * inline scripts in the page's Content-Security-Policy (Next.js streams its page data in inline
 * scripts, so a policy without 'unsafe-inline' must name them) and sends it compressed. The
 * page cache stores the result, header included, so a warm page pays nothing for this.
 * Anything that is not HTML passes through untouched.
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ServerResponse} response
 * @param {(scriptHashes: string[]) => string} policyFor the policy naming these hashes
 */
export function hashPageScripts(request, response, policyFor) {
  if (!mayAnswerWithPage(request)) return;
  // The compression happens here, after the hashing, so Next.js must send the page plain.
  const acceptEncoding = request.headers["accept-encoding"];
  delete request.headers["accept-encoding"];

  const writeHead = response.writeHead.bind(response);
  const write = response.write.bind(response);
  const end = response.end.bind(response);
  const flushHeaders = response.flushHeaders.bind(response);
  /** @type {"undecided" | "hold" | "pass"} */
  let mode = "undecided";
  /** @type {Parameters<typeof response.writeHead>} */
  let heldHead = [response.statusCode];
  /** @type {Buffer[]} */
  const held = [];

  /** @param {Parameters<typeof response.writeHead>} head */
  const decide = (head) => {
    if (mode !== "undecided") return;
    const [status, ...rest] = head;
    const type = contentTypeIn(rest.at(-1)) ?? String(response.getHeader("content-type") ?? "");
    const hasBody = status !== 204 && status !== 304 && request.method !== "HEAD";
    mode = hasBody && type.startsWith("text/html") ? "hold" : "pass";
    heldHead = head;
  };

  response.writeHead = /** @type {typeof response.writeHead} */ (
    (/** @type {Parameters<typeof response.writeHead>} */ ...head) => {
      decide(head);
      return mode === "hold" ? response : writeHead(...head);
    }
  );
  response.flushHeaders = () => {
    decide([response.statusCode]);
    if (mode === "pass") flushHeaders();
  };
  response.write = /** @type {typeof response.write} */ (
    (/** @type {any} */ chunk, /** @type {any[]} */ ...rest) => {
      decide([response.statusCode]);
      if (mode === "pass") return write(chunk, ...rest);
      const encoding = /** @type {BufferEncoding} */ (
        typeof rest[0] === "string" ? rest[0] : "utf8"
      );
      held.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, encoding));
      const callback = rest.find((argument) => typeof argument === "function");
      if (callback) process.nextTick(callback);
      return true;
    }
  );
  response.end = /** @type {typeof response.end} */ (
    (/** @type {any} */ chunk, /** @type {any[]} */ ...rest) => {
      decide([response.statusCode]);
      if (mode === "pass") return end(chunk, ...rest);
      if (chunk && typeof chunk !== "function") {
        const encoding = /** @type {BufferEncoding} */ (
          typeof rest[0] === "string" ? rest[0] : "utf8"
        );
        held.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, encoding));
      }
      const page = Buffer.concat(held);
      response.setHeader("Content-Security-Policy", policyFor(inlineScriptHashes(String(page))));
      const encoding = chooseEncoding(
        Array.isArray(acceptEncoding) ? acceptEncoding.join(",") : acceptEncoding,
      );
      const body =
        encoding === "br"
          ? brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })
          : encoding === "gzip"
            ? gzipSync(page)
            : page;
      if (encoding) response.setHeader("Content-Encoding", encoding);
      const vary = response.getHeader("vary");
      response.setHeader("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
      response.removeHeader("Transfer-Encoding");
      response.setHeader("Content-Length", body.length);
      writeHead(...withoutLengthHeaders(heldHead));
      const callback = [chunk, ...rest].find((argument) => typeof argument === "function");
      return end(body, callback);
    }
  );
}
