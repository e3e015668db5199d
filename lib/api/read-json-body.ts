import { jsonNestsDeeperThan, MAX_INPUT_DEPTH } from "@/contracts/validation/nesting-depth.mjs";

import { errorResponse } from "./error-response";
import { readLimitedBody } from "./read-limited-body";

/** Far more than any JSON body of this site's routes; the default limit of readJsonBody. */
export const MAX_JSON_BODY_BYTES = 256 * 1024;

type JsonBody = { ok: true; body: unknown } | { ok: false; response: Response };

/**
 * A route handler's JSON body: 415 for another content type, 413 as soon as more than `maxBytes`
 * arrived (chunked or not), 400 for malformed JSON or JSON nested deeper than MAX_INPUT_DEPTH
 * levels (checked on the text, before anything recursive walks it). The schema then checks the fields.
 */
export async function readJsonBody(
  request: Request,
  { maxBytes = MAX_JSON_BODY_BYTES }: { maxBytes?: number } = {},
): Promise<JsonBody> {
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
  const read = await readLimitedBody(request, maxBytes);
  if (!read.ok) return read;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(read.bytes);
  } catch {
    return invalid("the body is not valid UTF-8");
  }
  if (jsonNestsDeeperThan(text, MAX_INPUT_DEPTH)) {
    return invalid(`the body is nested deeper than ${MAX_INPUT_DEPTH} levels`);
  }
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch {
    return invalid("the body is not valid JSON");
  }
}

function invalid(message: string): { ok: false; response: Response } {
  return { ok: false, response: errorResponse(400, { error: "Invalid request", message }) };
}
