import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  authorizeUrl,
  browse,
  CLIENT_ID,
  CookieJar,
  decodeJwt,
  exchangeCode,
  pkcePair,
  signIn,
  SITE_ORIGIN,
  startIdentityServer,
} from "./oidc-helpers";

// One provider for this file: every test signs in with a cookie jar and tokens of its own, and
// none changes an account.
let shared: Awaited<ReturnType<typeof startIdentityServer>>;
beforeAll(async () => {
  shared = await startIdentityServer({ shared: true });
}, 60_000);
afterAll(() => shared.close());

/** The sign-in form as the provider's own page posts it. */
function loginForm(values: Record<string, string>): RequestInit {
  return {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(values).toString(),
  };
}

function form(values: Record<string, string>): RequestInit {
  return {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE_ORIGIN },
    body: new URLSearchParams(values).toString(),
  };
}

describe("identity provider stand-in: discovery and sign-in page", { timeout: 30_000 }, () => {
  it("publishes its discovery document under the issuer", async () => {
    const { issuer } = shared;
    const response = await fetch(`${issuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = await response.json();
    expect(discovery).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/auth`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      end_session_endpoint: `${issuer}/session/end`,
      revocation_endpoint: `${issuer}/token/revocation`,
      code_challenge_methods_supported: ["S256"],
      response_types_supported: ["code"],
    });
    expect(discovery.scopes_supported).toEqual(["openid", "profile", "email", "idm"]);
    expect(discovery.claims_supported).toEqual(expect.arrayContaining(["roles", "country"]));
    const jwks = await (await fetch(discovery.jwks_uri)).json();
    expect(jwks.keys).toEqual([expect.objectContaining({ kty: "RSA", alg: "RS256", use: "sig" })]);
    expect(JSON.stringify(jwks)).not.toMatch(/"d":/);
  });

  it.each([
    ["en", undefined, "Sign in to mykomax", "E-mail"],
    ["de", "de-CH en", "Bei mykomax anmelden", "E-Mail"],
  ])("renders its own %s sign-in page", async (language, uiLocales, title, emailLabel) => {
    const { issuer } = shared;
    const jar = new CookieJar();
    const { challenge } = pkcePair();
    const start = await browse(
      jar,
      authorizeUrl(issuer, {
        code_challenge: challenge,
        code_challenge_method: "S256",
        ...(uiLocales ? { ui_locales: uiLocales } : {}),
      }),
    );
    expect(start.status).toBe(303);
    const page = await browse(jar, new URL(start.headers.get("location") ?? "", issuer).href);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain(`<html lang="${language}">`);
    expect(html).toContain(title);
    expect(html).toMatch(new RegExp(`<label>${emailLabel}\\s*<input type="email" name="email"`));
    expect(html).toContain('autocomplete="current-password"');
    expect(html).not.toMatch(/googleapis|@import|https:\/\//);
  });

  it("does not take the sign-in form from another origin", async () => {
    const { issuer } = shared;
    const jar = new CookieJar();
    const { challenge } = pkcePair();
    const start = await browse(
      jar,
      authorizeUrl(issuer, { code_challenge: challenge, code_challenge_method: "S256" }),
    );
    const interaction = new URL(start.headers.get("location") ?? "", issuer).href;
    const response = await browse(
      jar,
      `${interaction}/login`,
      form({ email: "customer@example.com", password: "mykomax-demo" }),
    );
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("was sent from another site");
  });

  it("says 'Wrong e-mail or password.' and keeps the e-mail after a failed attempt", async () => {
    const { issuer } = shared;
    const jar = new CookieJar();
    const { challenge } = pkcePair();
    const start = await browse(
      jar,
      authorizeUrl(issuer, { code_challenge: challenge, code_challenge_method: "S256" }),
    );
    const interaction = new URL(start.headers.get("location") ?? "", issuer).href;
    const failed = await browse(
      jar,
      `${interaction}/login`,
      loginForm({ email: "customer@example.com", password: "wrong" }),
    );
    expect(failed.status).toBe(401);
    const html = await failed.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain("Wrong e-mail or password.");
    expect(html).toContain('value="customer@example.com"');
  });
});

describe("identity provider stand-in: code flow with PKCE", { timeout: 30_000 }, () => {
  it("signs a demo account in and issues ID, access and refresh tokens", async () => {
    const { issuer } = shared;
    const { tokens } = await signIn(issuer, "admin@example.com");
    expect(tokens).toMatchObject({ expires_in: 300, scope: "openid profile email idm" });
    expect(tokens.refresh_token).toBeTruthy();
    const claims = decodeJwt(tokens.id_token);
    expect(claims).toMatchObject({
      iss: issuer,
      aud: CLIENT_ID,
      sub: "demo-admin",
      name: "Adam Admin",
      given_name: "Adam",
      family_name: "Admin",
      email: "admin@example.com",
      country: "GB",
      locale: "en",
    });
    expect(claims.roles).toContain("kmx_delegatedadmin_extern");
    expect(Number(claims.exp) - Number(claims.iat)).toBe(300);

    const userinfo = await fetch(`${issuer}/me`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(await userinfo.json()).toMatchObject({ sub: "demo-admin", roles: claims.roles });
  });

  it("takes the token lifetime from LOCAL_OIDC_TOKEN_TTL_S", async () => {
    const { issuer } = await startIdentityServer({ env: { LOCAL_OIDC_TOKEN_TTL_S: "20" } });
    const { tokens } = await signIn(issuer);
    expect(tokens.expires_in).toBe(20);
  });

  it("refuses an authorization request without PKCE", async () => {
    const { issuer } = shared;
    const response = await browse(new CookieJar(), authorizeUrl(issuer));
    const location = new URL(response.headers.get("location") ?? "");
    expect(location.origin + location.pathname).toBe(`${SITE_ORIGIN}/en/callback`);
    expect(location.searchParams.get("error")).toBe("invalid_request");
    expect(location.searchParams.get("error_description")).toMatch(/PKCE/);
  });

  it("refuses the code without the matching verifier", async () => {
    const { issuer } = shared;
    const jar = new CookieJar();
    const { challenge } = pkcePair();
    const start = await browse(
      jar,
      authorizeUrl(issuer, { code_challenge: challenge, code_challenge_method: "S256" }),
    );
    const interaction = new URL(start.headers.get("location") ?? "", issuer).href;
    const login = await browse(
      jar,
      `${interaction}/login`,
      loginForm({ email: "customer@example.com", password: "mykomax-demo" }),
    );
    const resumed = await browse(jar, new URL(login.headers.get("location") ?? "", issuer).href);
    const code = new URL(resumed.headers.get("location") ?? "").searchParams.get("code") ?? "";
    const withoutVerifier = await exchangeCode(issuer, code);
    expect(withoutVerifier.status).toBe(400);
    expect(await withoutVerifier.json()).toMatchObject({ error: "invalid_grant" });
    const wrongVerifier = await exchangeCode(issuer, code, pkcePair().verifier);
    expect(wrongVerifier.status).toBe(400);
  });

  it.each([
    ["http://127.0.0.1:4321/callback", true],
    ["http://localhost:4321/de/blank-callback", true],
    ["http://127.0.0.1:4321/de-ch/callback", true],
    ["http://127.0.0.1:4321/blank-callback", true],
    ["https://evil.example/callback", false],
    ["http://127.0.0.1.evil.example:4321/callback", false],
    ["http://127.0.0.1:4321/other", false],
    ["http://127.0.0.1:4321/callback?next=https://evil.example", false],
  ])("redirect URI %s allowed: %s", async (redirectUri, isAllowed) => {
    const { issuer } = shared;
    const response = await browse(
      new CookieJar(),
      authorizeUrl(issuer, {
        redirect_uri: redirectUri,
        code_challenge: pkcePair().challenge,
        code_challenge_method: "S256",
      }),
    );
    if (isAllowed) {
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toMatch(/^\/oidc\/interaction\//);
    } else {
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain("redirect_uri did not match");
      expect(response.headers.get("location")).toBeNull();
    }
  });

  it("renews with the refresh token, which rotates", async () => {
    const { issuer } = shared;
    const { tokens } = await signIn(issuer);
    const refresh = (token: string) =>
      fetch(`${issuer}/token`, {
        ...form({ client_id: CLIENT_ID, grant_type: "refresh_token", refresh_token: token }),
      });
    const renewed = await refresh(tokens.refresh_token);
    expect(renewed.status).toBe(200);
    expect(renewed.headers.get("access-control-allow-origin")).toBe(SITE_ORIGIN);
    const next = await renewed.json();
    expect(next.access_token).not.toBe(tokens.access_token);
    expect(decodeJwt(next.id_token)).toMatchObject({ sub: "demo-customer", aud: CLIENT_ID });
    expect((await refresh(tokens.refresh_token)).status).toBe(400);
  });

  it("revokes an access token (CORS open to the site)", async () => {
    const { issuer } = shared;
    const { tokens } = await signIn(issuer);
    const userinfo = () =>
      fetch(`${issuer}/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect((await userinfo()).status).toBe(200);
    const revoked = await fetch(
      `${issuer}/token/revocation`,
      form({ client_id: CLIENT_ID, token: tokens.access_token }),
    );
    expect(revoked.status).toBe(200);
    expect(revoked.headers.get("access-control-allow-origin")).toBe(SITE_ORIGIN);
    expect((await userinfo()).status).toBe(401);
  });

  it("ends the session: confirmation, back to the site, signed out at the provider", async () => {
    const { issuer } = shared;
    const { tokens, jar } = await signIn(issuer);
    const end = new URL(`${issuer}/session/end`);
    end.searchParams.set("id_token_hint", tokens.id_token);
    end.searchParams.set("post_logout_redirect_uri", `${SITE_ORIGIN}/en`);
    const page = await browse(jar, end.href);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Do you want to sign out of your Ferrion account?");
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? "";
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? "";
    const confirmed = await browse(
      jar,
      new URL(action, issuer).href,
      form({ xsrf, logout: "yes" }),
    );
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe(`${SITE_ORIGIN}/en`);

    const silent = await browse(
      jar,
      authorizeUrl(issuer, {
        prompt: "none",
        code_challenge: pkcePair().challenge,
        code_challenge_method: "S256",
      }),
    );
    expect(new URL(silent.headers.get("location") ?? "").searchParams.get("error")).toBe(
      "login_required",
    );
  });

  it("refuses a post-logout redirect away from the loopback sites", async () => {
    const { issuer } = shared;
    const { tokens, jar } = await signIn(issuer);
    const end = new URL(`${issuer}/session/end`);
    end.searchParams.set("id_token_hint", tokens.id_token);
    end.searchParams.set("post_logout_redirect_uri", "https://evil.example/");
    const page = await browse(jar, end.href);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain("post_logout_redirect_uri not registered");
  });
});
