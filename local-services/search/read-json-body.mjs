/** More than any search request needs; a bigger body is refused before it is read whole. */
export const MAX_BODY_BYTES = 16 * 1024;

export class BadRequest extends Error {
  /** @param {number} status @param {string} message @param {string} [field] */
  constructor(status, message, field) {
    super(message);
    this.status = status;
    this.field = field;
  }
}

/**
 * The request's JSON body as an object. Wrong content type 415, too large 413, not JSON or not
 * an object 400.
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<Record<string, unknown>>}
 */
export async function readJsonBody(req) {
  const type = (req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") {
    throw new BadRequest(415, "the body must be JSON (Content-Type: application/json)");
  }
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) {
      throw new BadRequest(413, `the body must be at most ${MAX_BODY_BYTES} bytes`);
    }
    chunks.push(chunk);
  }
  let body;
  try {
    body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    throw new BadRequest(400, "the body is not valid JSON");
  }
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    throw new BadRequest(400, "the body must be a JSON object");
  }
  return body;
}
