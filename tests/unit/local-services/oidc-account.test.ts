import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentTotpCode } from "../../../local-services/oidc/totp.mjs";
import {
  browse,
  CLIENT_ID,
  CookieJar,
  decodeJwt,
  signIn,
  SITE_ORIGIN,
  startIdentityServer,
} from "./oidc-helpers";

function api(
  issuer: string,
  path: string,
  { token, method = "GET", body }: { token?: string; method?: string; body?: unknown } = {},
) {
  return fetch(`${issuer}${path}`, {
    method,
    headers: {
      origin: SITE_ORIGIN,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
    },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

// Read-only tests share one provider; a test that changes an account starts its own.
let shared: Awaited<ReturnType<typeof startIdentityServer>>;
beforeAll(async () => {
  shared = await startIdentityServer({ shared: true });
}, 60_000);
afterAll(() => shared.close());

const profile = { firstName: "Carla", lastName: "Kunde", country: "DE", language: "de" };

describe("account API", { timeout: 30_000 }, () => {
  it("shows the signed-in account, CORS open to the site", async () => {
    const { issuer } = shared;
    const { tokens } = await signIn(issuer);
    const response = await api(issuer, "/account", { token: tokens.access_token });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe(SITE_ORIGIN);
    expect(await response.json()).toEqual({
      email: "customer@example.com",
      firstName: "Carla",
      lastName: "Kunde",
      country: "DE",
      language: "de",
      mfaEnabled: false,
      internal: false,
    });
  });

  it("answers the preflight for the site's origin only", async () => {
    const { issuer } = shared;
    const preflight = (origin: string) =>
      fetch(`${issuer}/account`, {
        method: "OPTIONS",
        headers: {
          origin,
          "access-control-request-method": "PATCH",
          "access-control-request-headers": "authorization, content-type",
        },
      });
    const allowed = await preflight(SITE_ORIGIN);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get("access-control-allow-origin")).toBe(SITE_ORIGIN);
    expect(allowed.headers.get("access-control-allow-methods")).toContain("PATCH");
    const foreign = await preflight("https://evil.example");
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
  });

  it.each([
    ["no token", undefined, 401, "A bearer access token is required"],
    ["an unknown token", "not-a-token", 401, "The access token is invalid or expired"],
  ])("refuses %s with 401 JSON", async (_case, token, status, error) => {
    const { issuer } = shared;
    const response = await api(issuer, "/account", { token });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error });
  });

  it("refuses an ID token in place of the access token", async () => {
    const { issuer } = shared;
    const { tokens } = await signIn(issuer);
    expect((await api(issuer, "/account", { token: tokens.id_token })).status).toBe(401);
  });

  it("refuses a revoked access token", async () => {
    const { issuer } = shared;
    const { tokens } = await signIn(issuer);
    await fetch(`${issuer}/token/revocation`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ client_id: CLIENT_ID, token: tokens.access_token }),
    });
    expect((await api(issuer, "/account", { token: tokens.access_token })).status).toBe(401);
  });

  it.each([
    [{ ...profile, firstName: "  " }, "firstName", "firstName is required"],
    [{ ...profile, lastName: undefined }, "lastName", "lastName is required"],
    [{ ...profile, country: "XX" }, "country", "country must be an ISO 3166 alpha-2 code"],
    [{ ...profile, country: "de" }, "country", "country must be an ISO 3166 alpha-2 code"],
    [{ ...profile, language: "xx" }, "language", "language must be one of the account languages"],
  ])("PATCH %j → 400 naming %s", async (body, field, error) => {
    const { issuer } = shared;
    const { tokens } = await signIn(issuer);
    const response = await api(issuer, "/account", {
      token: tokens.access_token,
      method: "PATCH",
      body,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error, field });
  });

  it.each(["{not json", "[1,2]", "null"])("PATCH with body %s → 400", async (body) => {
    const { issuer } = shared;
    const { tokens } = await signIn(issuer);
    const response = await api(issuer, "/account", {
      token: tokens.access_token,
      method: "PATCH",
      body,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "The body must be a JSON object" });
  });

  it("saves the profile; the next sign-in's ID token carries the new names", async () => {
    const { issuer } = await startIdentityServer();
    const { tokens } = await signIn(issuer);
    const changed = { firstName: "Carlotta", lastName: "Kundin", country: "AT", language: "fr" };
    const response = await api(issuer, "/account", {
      token: tokens.access_token,
      method: "PATCH",
      body: changed,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject(changed);
    const again = await signIn(issuer);
    expect(decodeJwt(again.tokens.id_token)).toMatchObject({
      name: "Carlotta Kundin",
      given_name: "Carlotta",
      family_name: "Kundin",
      country: "AT",
      locale: "fr",
    });
  });

  it("starts an MFA setup (not yet on) and resets MFA; a bad action is 400", async () => {
    const { issuer } = await startIdentityServer();
    const { tokens } = await signIn(issuer);
    const mfa = (action: unknown) =>
      api(issuer, "/account/mfa", {
        token: tokens.access_token,
        method: "POST",
        body: { action },
      });
    const started = await mfa("enable");
    expect(started.status).toBe(200);
    expect(await started.json()).toMatchObject({ secret: expect.stringMatching(/^[A-Z2-7]{32}$/) });
    const account = await api(issuer, "/account", { token: tokens.access_token });
    expect(await account.json()).toMatchObject({ mfaEnabled: false });
    const reset = await mfa("reset");
    expect(reset.status).toBe(200);
    expect(await reset.json()).toMatchObject({ mfaEnabled: false });
    const bad = await mfa("disable");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: 'action must be "enable", "confirm" or "reset"',
      field: "action",
    });
  });

  it("deletes the account: 204, then its tokens and sign-in fail", async () => {
    const { issuer } = await startIdentityServer();
    const { tokens } = await signIn(issuer, "new@example.com");
    const deleted = await api(issuer, "/account", {
      token: tokens.access_token,
      method: "DELETE",
    });
    expect(deleted.status).toBe(204);
    expect((await api(issuer, "/account", { token: tokens.access_token })).status).toBe(401);
    await expect(signIn(issuer, "new@example.com")).rejects.toThrow("sign-in refused with 401");
  });

  it("lets internal employees reset MFA but not edit, delete or change the password", async () => {
    const { issuer } = await startIdentityServer();
    const { tokens, jar } = await signIn(issuer, "internal@example.com");
    const token = tokens.access_token;
    const account = await (await api(issuer, "/account", { token })).json();
    expect(account).toMatchObject({ internal: true });

    const patch = await api(issuer, "/account", { token, method: "PATCH", body: profile });
    expect(patch.status).toBe(403);
    expect(await patch.json()).toEqual({
      error: "Internal employees cannot edit account data in the portal",
    });
    expect((await api(issuer, "/account", { token, method: "DELETE" })).status).toBe(403);
    const mfa = await api(issuer, "/account/mfa", {
      token,
      method: "POST",
      body: { action: "reset" },
    });
    expect(mfa.status).toBe(200);

    const password = await browse(
      jar,
      `${issuer}/account/password?return_to=${encodeURIComponent(`${SITE_ORIGIN}/en/mykomax/account`)}`,
    );
    expect(password.status).toBe(403);
    expect(await password.text()).toContain(
      "Internal employees change their password in the company directory.",
    );
  });

  it("answers other methods with 405", async () => {
    const { issuer } = shared;
    const { tokens } = await signIn(issuer);
    const response = await api(issuer, "/account", { token: tokens.access_token, method: "PUT" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, PATCH, DELETE");
  });
});

describe("identity site pages", { timeout: 30_000 }, () => {
  const returnTo = `${SITE_ORIGIN}/de/mykomax/account`;
  const passwordUrl = (issuer: string, back = returnTo) =>
    `${issuer}/account/password?return_to=${encodeURIComponent(back)}`;
  const post = (values: Record<string, string>): RequestInit => ({
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(values).toString(),
  });

  it("changes the password, back to return_to; the new one signs in", async () => {
    const { issuer } = await startIdentityServer();
    const { jar } = await signIn(issuer, "admin@example.com");
    const page = await browse(jar, passwordUrl(issuer));
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<label>Current password\s*<input type="password"/);

    const differ = await browse(
      jar,
      passwordUrl(issuer),
      post({ currentPassword: "mykomax-demo", newPassword: "a-new-secret", repeatPassword: "x" }),
    );
    expect(differ.status).toBe(400);
    expect(await differ.text()).toContain("The new passwords do not match.");
    const wrong = await browse(
      jar,
      passwordUrl(issuer),
      post({
        currentPassword: "nope",
        newPassword: "a-new-secret",
        repeatPassword: "a-new-secret",
      }),
    );
    expect(await wrong.text()).toContain("The current password is wrong.");
    const short = await browse(
      jar,
      passwordUrl(issuer),
      post({ currentPassword: "mykomax-demo", newPassword: "short", repeatPassword: "short" }),
    );
    expect(await short.text()).toContain("The new password must have at least 10 characters.");

    const changed = await browse(
      jar,
      passwordUrl(issuer),
      post({
        currentPassword: "mykomax-demo",
        newPassword: "a-new-secret",
        repeatPassword: "a-new-secret",
      }),
    );
    expect(changed.status).toBe(303);
    expect(changed.headers.get("location")).toBe(returnTo);
    await expect(signIn(issuer, "admin@example.com")).rejects.toThrow();
    const { tokens } = await signIn(issuer, "admin@example.com", "a-new-secret");
    expect(decodeJwt(tokens.id_token).sub).toBe("demo-admin");
  });

  it("starts the MFA setup on its page in German: QR code, key, and still off", async () => {
    const { issuer } = await startIdentityServer();
    const { jar } = await signIn(issuer);
    const url = `${issuer}/account/mfa?return_to=${encodeURIComponent(returnTo)}&ui_locales=de`;
    const page = await browse(jar, url);
    const html = await page.text();
    expect(html).toContain("Die Zwei-Faktor-Authentifizierung ist aus.");
    const started = await browse(jar, url, post({ action: "enable" }));
    const after = await started.text();
    expect(after).toContain('alt="QR-Code für Ihre Authenticator-App"');
    expect(after).toMatch(/Schlüssel: <code>[A-Z2-7]{32}<\/code>/);
    expect(after).toContain('<label for="code">Sicherheitscode</label>');
    expect(await (await browse(jar, url)).text()).toContain(
      "Die Zwei-Faktor-Authentifizierung ist aus.",
    );
  });

  it.each([
    ["https://evil.example/steal", 400],
    ["javascript:alert(1)", 400],
  ])("refuses return_to %s", async (back, status) => {
    const { issuer } = shared;
    const { jar } = await signIn(issuer);
    const page = await browse(jar, passwordUrl(issuer, back));
    expect(page.status).toBe(status);
    expect(await page.text()).toContain("The page to return to is not allowed.");
  });

  it("refuses a password form sent from another local site", async () => {
    const { issuer } = await startIdentityServer();
    const { jar } = await signIn(issuer, "admin@example.com");
    const values = {
      currentPassword: "mykomax-demo",
      newPassword: "a-new-secret",
      repeatPassword: "a-new-secret",
    };
    const response = await browse(jar, passwordUrl(issuer), {
      ...post(values),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "http://127.0.0.1:5555",
      },
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("was sent from another site");
    expect((await signIn(issuer, "admin@example.com")).tokens.id_token).toBeTruthy();
  });

  it("asks to sign in again without a provider session", async () => {
    const { issuer } = shared;
    const page = await browse(new CookieJar(), passwordUrl(issuer));
    expect(page.status).toBe(401);
    const html = await page.text();
    expect(html).toContain(`href="${returnTo}"`);
  });
});

describe("identity stand-in across a restart", { timeout: 30_000 }, () => {
  it("keeps its signing key, sessions, tokens and account changes", async () => {
    const first = await startIdentityServer();
    const port = Number(new URL(first.url).port);
    const { tokens, jar } = await signIn(first.issuer);
    const keys = await (await fetch(`${first.issuer}/jwks`)).json();
    const started = await api(first.issuer, "/account/mfa", {
      token: tokens.access_token,
      method: "POST",
      body: { action: "enable" },
    });
    const { secret } = (await started.json()) as { secret: string };
    await api(first.issuer, "/account/mfa", {
      token: tokens.access_token,
      method: "POST",
      body: { action: "confirm", code: currentTotpCode(secret) },
    });
    await first.close();
    // Lets fetch's connection pool see the old server's sockets close before reusing the port.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const second = await startIdentityServer({ dataDir: first.dataDir, port });
    expect(second.issuer).toBe(first.issuer);
    expect(await (await fetch(`${second.issuer}/jwks`)).json()).toEqual(keys);
    const account = await api(second.issuer, "/account", { token: tokens.access_token });
    expect(await account.json()).toMatchObject({ email: "customer@example.com", mfaEnabled: true });
    const renewed = await fetch(`${second.issuer}/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        client_id: CLIENT_ID,
        grant_type: "refresh_token",
        refresh_token: tokens.refresh_token,
      }),
    });
    expect(renewed.status).toBe(200);
    const page = await browse(
      jar,
      `${second.issuer}/account/mfa?return_to=${encodeURIComponent(SITE_ORIGIN)}`,
    );
    expect(page.status).toBe(200);
  });
});
