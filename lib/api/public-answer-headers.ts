import { STORE_MARKER } from "@/lib/http/ferrion-headers.mjs";

const NO_STORE = { "Cache-Control": "no-store" };
const A_MINUTE = { "Cache-Control": "public, max-age=60" };

/**
 * The caching headers of a data API's answer that is the same for every visitor: a minute in the
 * browser. An answer to `?cache=` is fresh data for one client: stored nowhere.
 */
export function sharedAnswerHeaders(cache?: "clear" | "false"): Record<string, string> {
  return cache ? NO_STORE : A_MINUTE;
}

/**
 * The same, and the store marker by which the production server keeps the answer for the next
 * visitor, as it keeps public pages (the APIs it keeps: server/cacheable-request.mjs).
 */
export function publicAnswerHeaders(cache: "clear" | "false" | undefined): Record<string, string> {
  return cache ? NO_STORE : { ...A_MINUTE, [STORE_MARKER]: "store" };
}
