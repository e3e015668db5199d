import crypto from "node:crypto";
import path from "node:path";

import Database from "better-sqlite3";
import { importJWK, type JWTPayload, SignJWT } from "jose";

/**
 * ID tokens for API tests of the portal: a real one through the identity stand-in's code flow
 * over HTTP, and tokens signed with the stand-in's own key (read from the e2e store) to prove
 * that each claim check holds on its own, not only the signature.
 */
export const CLIENT_ID = "ferrion-web";
const REDIRECT_URI = "http://127.0.0.1:3999/en/callback";

class CookieJar {
  private cookies = new Map<string, string>();

  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const index = pair.indexOf("=");
      const value = pair.slice(index + 1);
      if (value) this.cookies.set(pair.slice(0, index), value);
      else this.cookies.delete(pair.slice(0, index));
    }
  }

  async fetch(url: string, init: RequestInit = {}) {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: { ...(init.headers as Record<string, string>), cookie },
    });
    this.store(response);
    return response;
  }
}

/** Signs in as a demo account the way the site does (code flow with PKCE) and returns its tokens. */
export async function signInOverHttp(
  servicesUrl: string,
  email: string,
  password = "mykomax-demo",
) {
  const issuer = `${servicesUrl}/oidc`;
  const jar = new CookieJar();
  const verifier = crypto.randomBytes(32).toString("base64url");
  const authorize = new URL(`${issuer}/auth`);
  Object.entries({
    client_id: CLIENT_ID,
    response_type: "code",
    redirect_uri: REDIRECT_URI,
    scope: "openid profile email idm",
    state: crypto.randomBytes(16).toString("base64url"),
    code_challenge: crypto.createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
  }).forEach(([key, value]) => authorize.searchParams.set(key, value));
  const start = await jar.fetch(authorize.href);
  const interaction = new URL(start.headers.get("location") ?? "", issuer).href;
  const login = await jar.fetch(`${interaction}/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password }).toString(),
  });
  const resumed = await jar.fetch(new URL(login.headers.get("location") ?? "", issuer).href);
  const code = new URL(resumed.headers.get("location") ?? "").searchParams.get("code");
  if (!code) throw new Error(`sign-in as ${email} gave no code`);
  const token = await fetch(`${issuer}/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      client_id: CLIENT_ID,
      grant_type: "authorization_code",
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    }),
  });
  return (await token.json()) as { id_token: string; access_token: string; refresh_token: string };
}

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
