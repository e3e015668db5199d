// Signs in to the identity stand-in the way the site does (code flow with PKCE), over plain HTTP:
// for API tests and the benchmark, which need a real ID token without a browser.
import crypto from "node:crypto";

export const CLIENT_ID = "ferrion-web";
const REDIRECT_URI = "http://127.0.0.1:3999/en/callback";

class CookieJar {
  /** @type {Map<string, string>} */
  cookies = new Map();

  /** @param {Response} response */
  store(response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const index = pair.indexOf("=");
      const value = pair.slice(index + 1);
      if (value) this.cookies.set(pair.slice(0, index), value);
      else this.cookies.delete(pair.slice(0, index));
    }
  }

  /** @param {string} url @param {RequestInit} [init] */
  async fetch(url, init = {}) {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: { .../** @type {Record<string, string>} */ (init.headers), cookie },
    });
    this.store(response);
    return response;
  }
}

/**
 * Signs in as an account of the identity stand-in and returns its tokens.
 * @param {string} servicesUrl e.g. http://127.0.0.1:4000
 * @param {string} email
 * @param {string} [password]
 * @returns {Promise<{ id_token: string, access_token: string, refresh_token: string }>}
 */
export async function signInOverHttp(servicesUrl, email, password = "mykomax-demo") {
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
  return /** @type {any} */ (await token.json());
}
