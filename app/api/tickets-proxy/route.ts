import { parseInput } from "@/lib/api/parse-input";
import { readJsonBody } from "@/lib/api/read-json-body";
import { refuseCrossSite } from "@/lib/api/refuse-cross-site";
import { config } from "@/lib/config";
import { createHttpFetch } from "@/lib/http/http-fetch";
import { requireIdToken } from "@/lib/identity/require-id-token";
import { verifySiteIdToken } from "@/lib/identity/site-id-token-verifier";
import { createLogger } from "@/lib/log/logger";
import { admitPortalRequest } from "@/lib/tickets-proxy/fair-share";
import { forwardToPortal } from "@/lib/tickets-proxy/forward-to-portal";
import { portalShare } from "@/lib/tickets-proxy/portal-share";
import { refuseCostlyQuery } from "@/lib/tickets-proxy/refuse-costly-query";
import {
  DEBUG_LEVEL_HEADER,
  debugLevelHeaderSchema,
  ticketsProxyRequestSchema,
} from "@/lib/tickets-proxy/tickets-proxy-request";

const log = createLogger("api/tickets-proxy");
const httpFetch = createHttpFetch({ backend: "portal back end", timeoutMs: config.httpTimeoutMs });

/**
 * Spec 001 §7: the portal's same-origin GraphQL proxy. Only a request whose ID token verifies
 * fully (DESIGN.md "Security design") reaches the portal back end; the token and the debug level
 * go with it. Each user gets a fair share (issue 27 item 4, README "Each user's share of the
 * portal"): requests per minute and at once, keyed by the token's subject, and a bounded cost per
 * query.
 */
export async function POST(request: Request) {
  const crossSite = refuseCrossSite(request);
  if (crossSite) return crossSite;
  const identity = await requireIdToken(request, verifySiteIdToken, log);
  if (!identity.ok) return identity.response;
  const admission = await admitPortalRequest(portalShare(), identity.claims.sub);
  if (!admission.ok) return admission.response;
  try {
    const headers = parseInput(debugLevelHeaderSchema, {
      [DEBUG_LEVEL_HEADER]: request.headers.get(DEBUG_LEVEL_HEADER) ?? undefined,
    });
    if (!headers.ok) return headers.response;
    const json = await readJsonBody(request);
    if (!json.ok) return json.response;
    const body = parseInput(ticketsProxyRequestSchema, json.body);
    if (!body.ok) return body.response;
    const costly = refuseCostlyQuery(body.data, config.portalLimits);
    if (costly) return costly;

    return await forwardToPortal(
      {
        apiUrl: config.portal.apiUrl,
        idToken: identity.token,
        debugLevel: headers.data[DEBUG_LEVEL_HEADER],
        body: body.data,
      },
      httpFetch,
      log,
    );
  } finally {
    admission.release();
  }
}
