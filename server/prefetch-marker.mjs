/**
 * The request header with which the server tells proxy.ts that a request is the router's
 * prefetch: Next.js removes its own router headers from the request proxy.ts sees.
 */
export const PREFETCH_MARKER = "x-ferrion-prefetch";

/**
 * Marks a router prefetch, and removes a marker a client sent itself.
 * @param {import("node:http").IncomingHttpHeaders} headers
 */
export function markPrefetch(headers) {
  delete headers[PREFETCH_MARKER];
  if (headers["next-router-prefetch"] || headers["next-router-segment-prefetch"]) {
    headers[PREFETCH_MARKER] = "1";
  }
}
