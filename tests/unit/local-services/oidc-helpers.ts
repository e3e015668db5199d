import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { onTestFinished } from "vitest";
import { readConfig } from "../../../local-services/config.mjs";
import { startServer } from "../../../local-services/server.mjs";
import { FIXTURE_ASSETS_DIR, FIXTURE_SEED_DIR, seededStore, tempDir } from "./helpers";

export const CLIENT_ID = "ferrion-web";
export const SITE_ORIGIN = "http://127.0.0.1:3999";
export const REDIRECT_URI = `${SITE_ORIGIN}/en/callback`;
export const DEMO_PASSWORD = "mykomax-demo";

const quiet = { log() {}, warn() {}, error() {} };

/**
 * The local services on a free port and a store of their own (or the given one), closed when
 * the test ends; `shared: true` for a beforeAll, whose afterAll calls close().
 */
export async function startIdentityServer(
  options: { dataDir?: string; env?: Record<string, string>; port?: number; shared?: boolean } = {},
) {
  const dataDir =
    options.dataDir ??
    (await seededStore(
      options.shared ? fs.mkdtempSync(path.join(os.tmpdir(), "oidc-test-")) : tempDir(),
      options.env,
    ));
  const config = {
    ...readConfig({ LOCAL_SERVICES_DATA_DIR: dataDir, ...options.env }),
    port: options.port ?? 0,
  };
  const running = await startServer({
    config,
    contentSeedDir: FIXTURE_SEED_DIR,
    contentAssetsDir: FIXTURE_ASSETS_DIR,
    log: quiet,
  });
  let isOpen = true;
  const close = async () => {
    if (isOpen) await running.close();
    isOpen = false;
  };
  if (options.shared) {
    const closeShared = close;
    return {
      ...running,
      close: async () => {
        await closeShared();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
      dataDir,
      issuer: `${running.url}/oidc`,
    };
  }
  onTestFinished(close);
  return { ...running, close, dataDir, issuer: `${running.url}/oidc` };
}

/** A browser's cookies for one host, enough to carry the provider's session and interaction. */
export class CookieJar {
  private cookies = new Map<string, string>();

  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

/** fetch without following redirects, carrying and keeping the jar's cookies. */
export async function browse(jar: CookieJar, url: string, init: RequestInit = {}) {
  const response = await fetch(url, {
    ...init,
    redirect: "manual",
    headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
  });
  jar.store(response);
  return response;
}

export function pkcePair() {
  const verifier = crypto.randomBytes(32).toString("base64url");
  const challenge = crypto.createHash("sha256").update(verifier).digest("base64url");
  return { verifier, challenge };
}

export function authorizeUrl(issuer: string, params: Record<string, string> = {}) {
  const url = new URL(`${issuer}/auth`);
  const search = {
    client_id: CLIENT_ID,
    response_type: "code",
    redirect_uri: REDIRECT_URI,
    scope: "openid profile email idm",
    state: crypto.randomBytes(16).toString("base64url"),
    nonce: crypto.randomBytes(16).toString("base64url"),
    ...params,
  };
  for (const [key, value] of Object.entries(search)) url.searchParams.set(key, value);
  return url.toString();
}

export interface TokenSet {
  access_token: string;
  id_token: string;
  refresh_token: string;
  expires_in: number;
  scope: string;
}

/**
 * The site's whole sign-in over HTTP: authorize with PKCE, the sign-in form (and, for an account
 * with MFA, the code form: `code` gives the code when it is asked for), the code, the token
 * exchange. Returns the tokens and the jar (the provider session).
 */
export async function signIn(
  issuer: string,
  email = "customer@example.com",
  password = DEMO_PASSWORD,
  jar = new CookieJar(),
  code?: () => string,
) {
  const { verifier, challenge } = pkcePair();
  const start = await browse(
    jar,
    authorizeUrl(issuer, { code_challenge: challenge, code_challenge_method: "S256" }),
  );
  const interaction = new URL(start.headers.get("location") ?? "", issuer);
  const form = await browse(jar, interaction.toString());
  let login = await browse(jar, `${interaction}/login`, formPost({ email, password }));
  if (login.status !== 303) throw new Error(`sign-in refused with ${login.status}`);
  if (new URL(login.headers.get("location") ?? "", issuer).href === interaction.href) {
    if (!code) throw new Error("the sign-in asks for a code");
    login = await browse(jar, `${interaction}/code`, formPost({ code: code() }));
    if (login.status !== 303) throw new Error(`code refused with ${login.status}`);
  }
  const resumed = await browse(
    jar,
    new URL(login.headers.get("location") ?? "", issuer).toString(),
  );
  const callback = new URL(resumed.headers.get("location") ?? "");
  const authorizationCode = callback.searchParams.get("code");
  if (!authorizationCode) throw new Error(`no code: ${callback}`);
  const tokens = await exchangeCode(issuer, authorizationCode, verifier);
  return { tokens: (await tokens.json()) as TokenSet, jar, formStatus: form.status };
}

/** A form post as the provider's pages send it (same origin). */
export function formPost(values: Record<string, string>): RequestInit {
  return {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(values).toString(),
  };
}

export function exchangeCode(issuer: string, code: string, verifier?: string) {
  const body = new URLSearchParams({
    client_id: CLIENT_ID,
    grant_type: "authorization_code",
    code,
    redirect_uri: REDIRECT_URI,
    ...(verifier ? { code_verifier: verifier } : {}),
  });
  return fetch(`${issuer}/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE_ORIGIN },
    body,
  });
}

export function decodeJwt(token: string): Record<string, unknown> {
  const [, payload = ""] = token.split(".");
  return JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
}

/**
 * The site's logout at the provider (spec 001 §4): end_session with the ID token as hint, the
 * sign-out page's form confirmed. Returns the confirmation's answer (303 back to the site).
 */
export async function signOut(issuer: string, idToken: string, jar: CookieJar) {
  const end = new URL(`${issuer}/session/end`);
  end.searchParams.set("id_token_hint", idToken);
  end.searchParams.set("post_logout_redirect_uri", `${SITE_ORIGIN}/en`);
  const html = await (await browse(jar, end.href)).text();
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? "";
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? "";
  return browse(jar, new URL(action, issuer).href, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ xsrf, logout: "yes" }).toString(),
  });
}
