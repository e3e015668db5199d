import { isCrossSiteRequest } from "@/lib/http/cross-site";

import { errorResponse } from "./error-response";

/**
 * Every route handler that changes something (or acts with the editor's cookie) first refuses
 * requests another site's page made the browser send (lib/http/cross-site.ts): null when the
 * request is the site's own, else 403.
 */
export function refuseCrossSite(request: Request): Response | null {
  const isCrossSite = isCrossSiteRequest({
    secFetchSite: request.headers.get("sec-fetch-site"),
    origin: request.headers.get("origin"),
    host: request.headers.get("host"),
  });
  if (!isCrossSite) return null;
  return errorResponse(403, {
    error: "Forbidden",
    message: "Requests from another site are refused; use this site's own pages",
  });
}
