import { PREFETCH_MARKER } from "../lib/http/ferrion-headers.mjs";

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
