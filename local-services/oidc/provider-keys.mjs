import crypto from "node:crypto";

const SIGNING_KEY = "oidc:signing-jwks";
const COOKIE_KEYS = "oidc:cookie-keys";

/**
 * The provider's RSA signing key, made on the first start and kept in the store, so ID tokens
 * (and the site's cached JWKS) stay valid across restarts.
 * @param {import('../store/document-store.mjs').Store} store
 * @returns {{ keys: Record<string, unknown>[] }} a private JWKS
 */
export function signingKeys(store) {
  const stored = store.getMeta(SIGNING_KEY);
  if (stored) return JSON.parse(stored);
  const { privateKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
  const jwk = privateKey.export({ format: "jwk" });
  const jwks = { keys: [{ ...jwk, kid: crypto.randomUUID(), alg: "RS256", use: "sig" }] };
  store.setMeta(SIGNING_KEY, JSON.stringify(jwks));
  return jwks;
}

/**
 * The secrets the provider signs its cookies with, also kept, so sessions survive a restart.
 * @param {import('../store/document-store.mjs').Store} store
 * @returns {string[]}
 */
export function cookieKeys(store) {
  const stored = store.getMeta(COOKIE_KEYS);
  if (stored) return JSON.parse(stored);
  const keys = [crypto.randomBytes(32).toString("base64url")];
  store.setMeta(COOKIE_KEYS, JSON.stringify(keys));
  return keys;
}
