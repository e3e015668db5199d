import { errorResponse } from "./error-response";

/** Far more than any JSON body of this site's routes; a bigger one is refused unread. */
export const MAX_JSON_BODY_BYTES = 256 * 1024;

export type JsonBody = { ok: true; body: unknown } | { ok: false; response: Response };

/**
 * A route handler's JSON body: 415 for another content type, 413 for too large a body, 400 for
 * malformed JSON. The schema then checks the fields.
 */
export async function readJsonBody(request: Request): Promise<JsonBody> {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") {
    return {
      ok: false,
      response: errorResponse(415, {
        error: "Unsupported media type",
        message: "the body must be JSON with Content-Type: application/json",
      }),
    };
  }
  const tooLarge = () => ({
    ok: false as const,
    response: errorResponse(413, {
      error: "Payload too large",
      message: `the body must be at most ${MAX_JSON_BODY_BYTES} bytes`,
    }),
  });
  if (Number(request.headers.get("content-length") ?? 0) > MAX_JSON_BODY_BYTES) return tooLarge();
  const text = await request.text();
  if (new TextEncoder().encode(text).length > MAX_JSON_BODY_BYTES) return tooLarge();
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch {
    return {
      ok: false,
      response: errorResponse(400, {
        error: "Invalid request",
        message: "the body is not valid JSON",
      }),
    };
  }
}
