import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The attachments' access keys: `<expiry>.<mac>`, the expiry in Unix seconds and the mac an
 * HMAC-SHA256 (base64url) over the attachment id and the expiry, with a secret made once and
 * kept in the store's meta table (keys stay valid across restarts). The expiry is rounded to
 * ten-minute steps, so a page loaded twice in a row gets the same URLs and the browser's cache
 * serves the second.
 */
const SECRET_META_KEY = "portal:attachment-key-secret";
export const ACCESS_KEY_SECONDS = 3600;
const STEP_SECONDS = 600;

/** @param {import('../../store/document-store.mjs').Store} store */
function secretOf(store) {
  let secret = store.getMeta(SECRET_META_KEY);
  if (!secret) {
    secret = randomBytes(32).toString("base64url");
    store.setMeta(SECRET_META_KEY, secret);
  }
  return Buffer.from(secret, "base64url");
}

/** @param {import('../../store/document-store.mjs').Store} store */
export function createAccessKeys(store) {
  const secret = secretOf(store);
  /** @param {string} id @param {number} expiry */
  const macOf = (id, expiry) =>
    createHmac("sha256", secret).update(`${id}\n${expiry}`).digest("base64url");

  return {
    /** @param {string} attachmentId @param {number} [nowMs] */
    issue(attachmentId, nowMs = Date.now()) {
      const now = Math.floor(nowMs / 1000);
      const expiry = Math.floor(now / STEP_SECONDS) * STEP_SECONDS + ACCESS_KEY_SECONDS;
      return `${expiry}.${macOf(attachmentId, expiry)}`;
    },
    /** The key's expiry for a valid one (Unix seconds), else null. */
    expiryOf(/** @type {string} */ attachmentId, /** @type {unknown} */ key, nowMs = Date.now()) {
      if (typeof key !== "string") return null;
      const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(key);
      if (!match) return null;
      const expiry = Number(match[1]);
      if (expiry * 1000 <= nowMs) return null;
      const expected = Buffer.from(macOf(attachmentId, expiry));
      const given = Buffer.from(match[2] ?? "");
      return given.length === expected.length && timingSafeEqual(given, expected) ? expiry : null;
    },
  };
}

/** @typedef {ReturnType<typeof createAccessKeys>} AccessKeys */
