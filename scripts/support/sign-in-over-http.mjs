// Signs in to the identity stand-in the way the site does (code flow with PKCE), over plain HTTP:
// for API tests, the benchmark and the browser journeys that start signed in (they get the tokens
// and the provider's session cookies from here instead of filling the sign-in form).
import crypto from "node:crypto";

export const CLIENT_ID = "ferrion-web";
export const SCOPE = "openid profile email idm";
const DEFAULT_REDIRECT_URI = "http://127.0.0.1:3999/en/callback";

/**
 * @typedef {object} StoredCookie a cookie as the provider set it, enough for a browser to hold it
 * @property {string} name
 * @property {string} value
 * @property {string} path
 * @property {number} [expires] seconds since the epoch; a session cookie without
 * @property {boolean} httpOnly
 * @property {"Strict" | "Lax" | "None"} sameSite
 */

/** @param {string} line one Set-Cookie header @returns {StoredCookie} */
function parseSetCookie(line) {
  const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
  const index = pair.indexOf("=");
  /** @type {StoredCookie} */
  const cookie = {
    name: pair.slice(0, index),
    value: pair.slice(index + 1),
    path: "/",
    httpOnly: false,
    sameSite: "Lax",
  };
  for (const attribute of attributes) {
    const [key = "", value = ""] = attribute.split("=");
    const name = key.toLowerCase();
    if (name === "path") cookie.path = value;
    else if (name === "httponly") cookie.httpOnly = true;
    else if (name === "expires") cookie.expires = Math.floor(Date.parse(value) / 1000);
    else if (name === "samesite") {
      const lower = value.toLowerCase();
      cookie.sameSite = lower === "strict" ? "Strict" : lower === "none" ? "None" : "Lax";
    }
  }
  return cookie;
}

/** The cookies one client keeps for the identity stand-in (one host, so paths and names key them). */
export class CookieJar {
  /** @type {Map<string, StoredCookie>} */
  cookies = new Map();

  /** @param {StoredCookie[]} [cookies] */
  constructor(cookies = []) {
    for (const cookie of cookies) this.cookies.set(`${cookie.path} ${cookie.name}`, cookie);
  }

  /** @param {Response} response */
  store(response) {
    for (const line of response.headers.getSetCookie()) {
      const cookie = parseSetCookie(line);
      const key = `${cookie.path} ${cookie.name}`;
      const isExpired = cookie.expires !== undefined && cookie.expires * 1000 <= Date.now();
      if (cookie.value && !isExpired) this.cookies.set(key, cookie);
      else this.cookies.delete(key);
    }
  }

  /** @param {string} url @returns {string} the Cookie header a browser would send there */
  header(url) {
    const { pathname } = new URL(url);
    return [...this.cookies.values()]
      .filter((cookie) => pathname.startsWith(cookie.path))
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join("; ");
  }

  /** @param {string} url @param {RequestInit} [init] */
  async fetch(url, init = {}) {
    const response = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: {
        .../** @type {Record<string, string>} */ (init.headers),
        cookie: this.header(url),
      },
    });
    this.store(response);
    return response;
  }

  /** @returns {StoredCookie[]} the session cookies (`_session`, …) a browser needs for silent renewal and logout */
  sessionCookies() {
    return [...this.cookies.values()].filter((cookie) => cookie.name.startsWith("_session"));
  }
}

/**
 * @typedef {object} TokenResponse
 * @property {string} id_token
 * @property {string} access_token
 * @property {string} refresh_token
 * @property {string} token_type
 * @property {string} scope
 * @property {number} expires_in
 */

/**
 * One authorization request with PKCE through to the token endpoint. Without `password` it relies
 * on the provider session in `jar` (as the site's silent renewal does, `prompt=none`).
 * @param {CookieJar} jar
 * @param {object} options
 * @param {string} options.servicesUrl e.g. http://127.0.0.1:4000
 * @param {string} options.redirectUri the site's callback the code is issued for
 * @param {{ email: string, password: string }} [options.credentials] signs in on the interaction
 * @returns {Promise<TokenResponse>}
 */
export async function codeFlow(jar, { servicesUrl, redirectUri, credentials }) {
  const issuer = `${servicesUrl}/oidc`;
  const verifier = crypto.randomBytes(32).toString("base64url");
  const authorize = new URL(`${issuer}/auth`);
  Object.entries({
    client_id: CLIENT_ID,
    response_type: "code",
    redirect_uri: redirectUri,
    scope: SCOPE,
    state: crypto.randomBytes(16).toString("base64url"),
    code_challenge: crypto.createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
    ...(credentials ? {} : { prompt: "none" }),
  }).forEach(([key, value]) => authorize.searchParams.set(key, value));
  let redirect = await jar.fetch(authorize.href);
  if (credentials) {
    const interaction = new URL(redirect.headers.get("location") ?? "", issuer).href;
    const login = await jar.fetch(`${interaction}/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(credentials).toString(),
    });
    redirect = await jar.fetch(new URL(login.headers.get("location") ?? "", issuer).href);
  }
  const answer = new URL(redirect.headers.get("location") ?? "", issuer).searchParams;
  const code = answer.get("code");
  if (!code) {
    const who = credentials?.email ?? "the provider session";
    throw new Error(`sign-in as ${who} gave no code (${answer.get("error") ?? redirect.status})`);
  }
  const token = await fetch(`${issuer}/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      client_id: CLIENT_ID,
      grant_type: "authorization_code",
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    }),
  });
  if (!token.ok)
    throw new Error(`the token endpoint answered ${token.status}: ${await token.text()}`);
  return /** @type {TokenResponse} */ (await token.json());
}

/**
 * Signs in as an account of the identity stand-in and returns its tokens.
 * @param {string} servicesUrl e.g. http://127.0.0.1:4000
 * @param {string} email
 * @param {string} [password]
 * @returns {Promise<TokenResponse>}
 */
export function signInOverHttp(servicesUrl, email, password = "mykomax-demo") {
  return codeFlow(new CookieJar(), {
    servicesUrl,
    redirectUri: DEFAULT_REDIRECT_URI,
    credentials: { email, password },
  });
}
