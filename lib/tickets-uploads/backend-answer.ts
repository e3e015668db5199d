import "server-only";

import { errorResponse } from "@/lib/api/error-response";

import { siteResponseHeaders } from "./tus-headers";

export type Log = { error(message: string): void };

/** The back end could not be reached or did not answer in time. */
export function portalFilesUnavailable(log: Log, reason: unknown): Response {
  log.error(
    `portal files back end unavailable: ${reason instanceof Error ? reason.message : reason}`,
  );
  return errorResponse(
    503,
    {
      error: "Service unavailable",
      message: "The upload service is unavailable; try again later.",
    },
    { "Retry-After": "30" },
  );
}

/**
 * The back end's tus answer as the site's: its status, tus headers (Location rewritten) and, for
 * a refusal, its short text. A server error of the back end is a 502 without its internals.
 */
export async function siteAnswer(
  backend: Response,
  log: Log,
  sitePath?: string,
): Promise<Response> {
  if (backend.status >= 500) {
    await backend.body?.cancel().catch(() => undefined);
    log.error(`portal files back end answered ${backend.status}`);
    return errorResponse(502, {
      error: "Bad gateway",
      message: "The upload service answered with an error; try again later.",
    });
  }
  const headers = siteResponseHeaders(backend.headers, sitePath);
  if (backend.status < 400) {
    await backend.body?.cancel().catch(() => undefined);
    return new Response(null, { status: backend.status, headers });
  }
  const type = backend.headers.get("content-type");
  if (type !== null) headers.set("Content-Type", type);
  return new Response(await backend.text(), { status: backend.status, headers });
}
