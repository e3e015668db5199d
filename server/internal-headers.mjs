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
