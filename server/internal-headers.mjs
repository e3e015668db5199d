// Headers Next.js uses between its own parts. A visitor's request must be routed exactly as if
// it carried none of them (CVE-2025-29927 was a forged x-middleware-subrequest).
const INTERNAL_PREFIXES = ["x-middleware-", "x-invoke-", "x-nextjs-", "x-next-", "x-prerender-"];
const INTERNAL_NAMES = new Set(["x-matched-path", "x-now-route-matches", "x-vercel-id"]);

/** @param {string} name lower-case header name */
export function isInternalHeader(name) {
  return INTERNAL_NAMES.has(name) || INTERNAL_PREFIXES.some((prefix) => name.startsWith(prefix));
}

/**
 * Removes Next.js's internal headers from an incoming request, in place.
 * @param {import("node:http").IncomingHttpHeaders} headers
 */
export function stripInternalHeaders(headers) {
  for (const name of Object.keys(headers)) {
    if (isInternalHeader(name)) delete headers[name];
  }
}

/**
 * Whether a response header is internal. The x-nextjs-* ones stay: the browser's Next.js router
 * reads them (rewritten path, stale time, postponed render).
 * @param {string} name
 */
export function isInternalResponseHeader(name) {
  const lower = name.toLowerCase();
  return isInternalHeader(lower) && !lower.startsWith("x-nextjs-");
}

/**
 * Keeps Next.js's internal headers (x-middleware-rewrite, …) out of a response, whoever writes
 * it: Next.js itself, the page cache or a refusal.
 * @param {import("node:http").ServerResponse} response
 * @param {string[]} [alsoHidden] lower-case names of the server's own markers to keep out too
 */
export function hideInternalResponseHeaders(response, alsoHidden = []) {
  /** @param {string} name */
  const isHidden = (name) =>
    isInternalResponseHeader(name) || alsoHidden.includes(name.toLowerCase());
  const setHeader = response.setHeader.bind(response);
  const appendHeader = response.appendHeader.bind(response);
  const writeHead = /** @type {(statusCode: number, ...rest: unknown[]) => typeof response} */ (
    response.writeHead.bind(response)
  );
  response.setHeader = /** @type {typeof response.setHeader} */ (
    (name, value) => (isHidden(name) ? response : setHeader(name, value))
  );
  response.appendHeader = /** @type {typeof response.appendHeader} */ (
    (name, value) => (isHidden(name) ? response : appendHeader(name, value))
  );
  response.writeHead = /** @type {typeof response.writeHead} */ (
    (/** @type {number} */ statusCode, /** @type {any[]} */ ...rest) =>
      writeHead(statusCode, ...rest.map((argument) => withoutHeaders(argument, isHidden)))
  );
}

/**
 * @param {unknown} headersOrMessage a writeHead argument: status message or headers
 * @param {(name: string) => boolean} isHidden
 */
function withoutHeaders(headersOrMessage, isHidden) {
  if (Array.isArray(headersOrMessage)) {
    /** @type {unknown[]} */
    const kept = [];
    for (let at = 0; at + 1 < headersOrMessage.length; at += 2) {
      if (!isHidden(String(headersOrMessage[at]))) {
        kept.push(headersOrMessage[at], headersOrMessage[at + 1]);
      }
    }
    return kept;
  }
  if (headersOrMessage && typeof headersOrMessage === "object") {
    return Object.fromEntries(Object.entries(headersOrMessage).filter(([name]) => !isHidden(name)));
  }
  return headersOrMessage;
}
