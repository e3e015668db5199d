import type { NextRequest } from "next/server";

import { errorResponse } from "@/lib/api/error-response";
import { parseInput } from "@/lib/api/parse-input";
import { readJsonBody } from "@/lib/api/read-json-body";
import { refuseCrossSite } from "@/lib/api/refuse-cross-site";
import { config } from "@/lib/config";
import { refuseNonEditor } from "@/lib/editor/require-editor";
import { checkReadOnlyQuery } from "@/lib/editor/read-only-query";
import { draftProxyRequestSchema } from "@/lib/editor/request-schemas";
import { createHttpFetch } from "@/lib/http/http-fetch";
import { BackendUnavailableError } from "@/lib/http/http-errors";
import { createLogger } from "@/lib/log/logger";

const log = createLogger("api/hygraph-draft-proxy");
const httpFetch = createHttpFetch({ backend: "content system", timeoutMs: config.httpTimeoutMs });

/** The browser's locale preference, passed on when it is a plain list of language codes. */
function localesHeader(request: NextRequest): Record<string, string> {
  const locales = request.headers.get("gcms-locales");
  return locales && /^[a-z]{2}(?:,[a-z]{2}){0,9}$/.test(locales) ? { "gcms-locales": locales } : {};
}

/**
 * Spec 001 §7: draft mode goes through this same-origin path. A signed-in editor's GraphQL
 * request is sent on to the content system with the server's token and the DRAFT stage; the
 * token never reaches the browser, and nobody else gets a draft (401/403).
 */
export async function POST(request: NextRequest) {
  const crossSite = refuseCrossSite(request);
  if (crossSite) return crossSite;
  const refused = refuseNonEditor(request);
  if (refused) return refused;
  const json = await readJsonBody(request);
  if (!json.ok) return json.response;
  const input = parseInput(draftProxyRequestSchema, json.body);
  if (!input.ok) return input.response;
  const readOnly = checkReadOnlyQuery(input.data.query);
  if (!readOnly.ok) {
    return errorResponse(400, {
      error: "Invalid request",
      field: "query",
      message: readOnly.message,
    });
  }

  let upstream: Response;
  try {
    upstream = await httpFetch(config.content.apiUrl, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "gcms-stage": "DRAFT",
        ...(config.content.token ? { Authorization: `Bearer ${config.content.token}` } : {}),
        ...localesHeader(request),
      },
      body: JSON.stringify(input.data),
    });
  } catch (error) {
    if (!(error instanceof BackendUnavailableError)) throw error;
    log.error(`Draft request failed: ${error.message}`);
    return errorResponse(503, {
      error: "Service unavailable",
      message: "The content system is unavailable; try again later.",
    });
  }
  const body = await upstream.text();
  return new Response(body, {
    status: upstream.status,
    headers: {
      "Content-Type": upstream.headers.get("content-type") ?? "application/json",
      "Cache-Control": "private, no-store",
    },
  });
}
