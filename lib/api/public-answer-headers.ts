import { STORE_MARKER } from "@/lib/http/ferrion-headers.mjs";

/**
 * The caching headers of a data API's answer that is the same for every visitor: a minute in the
 * browser, and the store marker by which the production server keeps it for the next visitor, as
 * it keeps public pages (the APIs it keeps: server/cacheable-request.mjs). An answer to `?cache=`
 * is fresh data for one client: stored nowhere.
 */
export function publicAnswerHeaders(cache: "clear" | "false" | undefined): Record<string, string> {
  if (cache) return { "Cache-Control": "no-store" };
  return { "Cache-Control": "public, max-age=60", [STORE_MARKER]: "store" };
}
