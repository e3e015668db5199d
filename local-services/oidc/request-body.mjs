const LIMIT_BYTES = 16 * 1024;

export class BodyError extends Error {}

/** @param {import('node:http').IncomingMessage} req @returns {Promise<string>} */
async function readText(req) {
  let size = 0;
  /** @type {Buffer[]} */
  const chunks = [];
  for await (const chunk of req) {
    size += chunk.length;
    if (size > LIMIT_BYTES) throw new BodyError(`The body must be at most ${LIMIT_BYTES} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * A JSON object body; BodyError (a 400) for anything else.
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<Record<string, unknown>>}
 */
export async function readJsonObject(req) {
  const text = await readText(req);
  /** @type {unknown} */
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BodyError("The body must be a JSON object");
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw new BodyError("The body must be a JSON object");
  }
  return /** @type {Record<string, unknown>} */ (value);
}

/** @param {import('node:http').IncomingMessage} req */
export async function readForm(req) {
  return new URLSearchParams(await readText(req));
}

/**
 * A form post from another origin (another local site shares the cookie's "site" when only the
 * port differs, so SameSite alone does not stop it). Requests without Origin are not browsers'.
 * @param {import('node:http').IncomingMessage} req
 */
export function isCrossOriginPost(req) {
  const origin = req.headers.origin;
  return origin !== undefined && origin !== `http://${req.headers.host}`;
}
