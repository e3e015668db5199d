import crypto from "node:crypto";
import path from "node:path";

import Database from "better-sqlite3";
import { importJWK, type JWTPayload, SignJWT } from "jose";

import { CLIENT_ID } from "../../../scripts/support/sign-in-over-http.mjs";

export { CLIENT_ID, signInOverHttp } from "../../../scripts/support/sign-in-over-http.mjs";

// ID tokens for API tests of the portal: a real one through the identity stand-in's code flow
// over HTTP, and tokens signed with the stand-in's own key (read from the e2e store) to prove
// that each claim check holds on its own, not only the signature.

/** The identity stand-in's private signing key, from the store the e2e services run on. */
async function providerKey(dataDir: string) {
  const db = new Database(path.join(dataDir, "local-services.sqlite"), { readonly: true });
  try {
    const row = db.prepare("SELECT value FROM meta WHERE key = ?").get("oidc:signing-jwks") as
      { value: string } | undefined;
    if (!row) throw new Error(`no signing key in ${dataDir}`);
    const [jwk] = (JSON.parse(row.value) as { keys: Array<Record<string, string>> }).keys;
    return { key: await importJWK(jwk!, "RS256"), kid: jwk!.kid! };
  } finally {
    db.close();
  }
}

/** Claims like the provider's own tokens, changed as given, signed with the provider's key. */
export async function providerSignedToken(
  dataDir: string,
  issuer: string,
  overrides: JWTPayload = {},
) {
  const { key, kid } = await providerKey(dataDir);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    iss: issuer,
    aud: CLIENT_ID,
    sub: "demo-customer",
    email: "customer@example.com",
    iat: now,
    exp: now + 300,
    ...overrides,
  })
    .setProtectedHeader({ alg: "RS256", kid })
    .sign(key);
}

/** The same claims signed with a key of our own under the provider's key id. */
export async function forgedToken(dataDir: string, issuer: string) {
  const { kid } = await providerKey(dataDir);
  const { privateKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    iss: issuer,
    aud: CLIENT_ID,
    sub: "demo-customer",
    iat: now,
    exp: now + 300,
  })
    .setProtectedHeader({ alg: "RS256", kid })
    .sign(privateKey);
}

/** An unsigned token (`alg: none`) with otherwise perfect claims. */
export function unsignedToken(issuer: string) {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "none", typ: "JWT" })}.${part({ iss: issuer, aud: CLIENT_ID, sub: "demo-customer", iat: now, exp: now + 300 })}.`;
}
