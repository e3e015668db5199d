import { createHash } from "node:crypto";

// An inline <script> with its attributes and text. Next.js escapes "</script" inside the page
// data it streams in such scripts, so the first closing tag ends each one.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /\ssrc\s*=/i;
const TYPE = /\stype\s*=\s*["']?([^"'\s>]+)/i;
// Types a browser runs; any other (application/ld+json, application/json) is data, which
// Content-Security-Policy does not govern.
const RUNNABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

/**
 * The CSP source expressions ('sha256-…') of every inline script a browser would run in this
 * HTML, each once, in the order they appear. With them a page's policy needs no
 * 'unsafe-inline': an injected script has another hash and is refused.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    if (HAS_SRC.test(attributes)) continue;
    const type = TYPE.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (!RUNNABLE_TYPES.has(type)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
