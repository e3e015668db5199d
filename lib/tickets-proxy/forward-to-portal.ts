import { errorResponse } from "@/lib/api/error-response";
import { BackendUnavailableError } from "@/lib/http/http-errors";

import { DEBUG_LEVEL_HEADER, type TicketsProxyRequest } from "./tickets-proxy-request";

const PRIVATE = { "Cache-Control": "private, no-store" };

interface PortalCall {
  apiUrl: string;
  idToken: string;
  debugLevel: string | undefined;
  body: TicketsProxyRequest;
}

/**
 * Sends a verified GraphQL request on to the portal back end and answers with its JSON. A back
 * end that is down or slow is 503, one that answers with a server error or no JSON is 502; its
 * own 4xx answers (it refuses a token, or a user's share, too) pass through with their
 * Retry-After.
 */
export async function forwardToPortal(
  call: PortalCall,
  httpFetch: typeof fetch,
  log: { error(message: string): void },
): Promise<Response> {
  let upstream: Response;
  try {
    upstream = await httpFetch(call.apiUrl, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/graphql-response+json, application/json",
        "x-id-token": call.idToken,
        ...(call.debugLevel ? { [DEBUG_LEVEL_HEADER]: call.debugLevel } : {}),
      },
      body: JSON.stringify(call.body),
    });
  } catch (error) {
    if (!(error instanceof BackendUnavailableError)) throw error;
    log.error(error.message);
    return errorResponse(
      503,
      { error: "Service unavailable", message: "The portal is unavailable; try again later." },
      { "Retry-After": "30" },
    );
  }
  const text = await upstream.text();
  const isJson = /json/.test(upstream.headers.get("content-type") ?? "");
  if (upstream.status >= 500 || !isJson || !isParsableJson(text)) {
    log.error(`portal back end answered ${upstream.status} (${isJson ? "JSON" : "no JSON"})`);
    return errorResponse(502, {
      error: "Bad gateway",
      message: "The portal answered with an error; try again later.",
    });
  }
  // A back end that refuses a user's share (429) says when to come back; the browser hears it.
  const retryAfter = upstream.headers.get("retry-after");
  return new Response(text, {
    status: upstream.status,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      ...PRIVATE,
      ...(retryAfter ? { "Retry-After": retryAfter } : {}),
    },
  });
}

function isParsableJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
