import { TOTP } from "otpauth";
import { describe, expect, it } from "vitest";

import {
  authorizeUrl,
  browse,
  CookieJar,
  decodeJwt,
  formPost,
  pkcePair,
  signIn,
  SITE_ORIGIN,
  startIdentityServer,
} from "./oidc-helpers";

/**
 * Multi-factor sign-in over HTTP: setting up TOTP through the account API and the identity
 * site's page, the sign-in's second step, the throttle, and the ID token's `amr`.
 */

/** The authenticator app: the code it shows `steps` time steps from now. */
function app(secret: string) {
  return (steps = 0) =>
    new TOTP({ secret, digits: 6, period: 30 }).generate({
      timestamp: Date.now() + steps * 30_000,
    });
}

/** A 6-digit code that is not the app's code of any step near now. */
function wrongCode(secret: string) {
  const near = new Set(Array.from({ length: 21 }, (_, index) => app(secret)(index - 10)));
  let candidate = 100_000;
  while (near.has(String(candidate))) candidate += 1;
  return String(candidate);
}

function mfaApi(issuer: string, token: string, body: unknown) {
  return fetch(`${issuer}/account/mfa`, {
    method: "POST",
    headers: {
      origin: SITE_ORIGIN,
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
    },
    body: JSON.stringify(body),
  });
}

async function readAccount(issuer: string, token: string) {
  const response = await fetch(`${issuer}/account`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()) as { mfaEnabled: boolean };
}

/** Turns MFA on for the account through the account API and returns its secret. */
async function enableMfa(issuer: string, email = "customer@example.com") {
  const { tokens } = await signIn(issuer, email);
  const started = await mfaApi(issuer, tokens.access_token, { action: "enable" });
  const { secret } = (await started.json()) as { secret: string };
  const confirmed = await mfaApi(issuer, tokens.access_token, {
    action: "confirm",
    code: app(secret)(),
  });
  expect(confirmed.status).toBe(200);
  return { secret, tokens };
}

/** Up to the code form: authorize, the right password, the redirect to the code page. */
async function passwordStep(issuer: string, email = "customer@example.com") {
  const jar = new CookieJar();
  const { challenge } = pkcePair();
  const start = await browse(
    jar,
    authorizeUrl(issuer, { code_challenge: challenge, code_challenge_method: "S256" }),
  );
  const interaction = new URL(start.headers.get("location") ?? "", issuer).href;
  await browse(jar, interaction);
  const login = await browse(
    jar,
    `${interaction}/login`,
    formPost({ email, password: "mykomax-demo" }),
  );
  return { jar, interaction, login };
}

describe("setting up MFA through the account API", { timeout: 30_000 }, () => {
  it("shows a pending secret; only a right code turns MFA on; reset removes it", async () => {
    const { issuer } = await startIdentityServer();
    const { tokens } = await signIn(issuer);
    const token = tokens.access_token;

    const started = await mfaApi(issuer, token, { action: "enable" });
    expect(started.status).toBe(200);
    const setup = (await started.json()) as { secret: string; uri: string; qrCode: string };
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toBe(
      `otpauth://totp/Ferrion:customer%40example.com?issuer=Ferrion&secret=${setup.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    // Pending is not on: the next sign-in asks for the password only.
    expect(await readAccount(issuer, token)).toMatchObject({ mfaEnabled: false });
    expect(decodeJwt((await signIn(issuer)).tokens.id_token).amr).toEqual(["pwd"]);

    const wrong = await mfaApi(issuer, token, { action: "confirm", code: wrongCode(setup.secret) });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      error: "The code is wrong",
      field: "code",
      reason: "wrong",
    });
    const malformed = await mfaApi(issuer, token, { action: "confirm", code: "12345" });
    expect(await malformed.json()).toMatchObject({ field: "code", reason: "format" });
    expect(await readAccount(issuer, token)).toMatchObject({ mfaEnabled: false });

    const confirmed = await mfaApi(issuer, token, { action: "confirm", code: app(setup.secret)() });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ mfaEnabled: true });
    const again = await mfaApi(issuer, token, { action: "enable" });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ reason: "enabled" });

    const reset = await mfaApi(issuer, token, { action: "reset" });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toMatchObject({ mfaEnabled: false });
    expect(decodeJwt((await signIn(issuer)).tokens.id_token).amr).toEqual(["pwd"]);
    const late = await mfaApi(issuer, token, { action: "confirm", code: app(setup.secret)(1) });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ reason: "no-setup" });
  });

  it("a second enable replaces the pending secret", async () => {
    const { issuer } = await startIdentityServer();
    const { tokens } = await signIn(issuer);
    const first = (await (
      await mfaApi(issuer, tokens.access_token, { action: "enable" })
    ).json()) as { secret: string };
    const second = (await (
      await mfaApi(issuer, tokens.access_token, { action: "enable" })
    ).json()) as { secret: string };
    expect(second.secret).not.toBe(first.secret);
    const old = await mfaApi(issuer, tokens.access_token, {
      action: "confirm",
      code: app(first.secret)(),
    });
    expect(await old.json()).toMatchObject({ reason: "wrong" });
  });

  it("keeps a pending setup across a restart of the stand-in", async () => {
    const first = await startIdentityServer();
    const port = Number(new URL(first.url).port);
    const { tokens } = await signIn(first.issuer);
    const started = await mfaApi(first.issuer, tokens.access_token, { action: "enable" });
    const { secret } = (await started.json()) as { secret: string };
    await first.close();
    await new Promise((resolve) => setTimeout(resolve, 200));

    const second = await startIdentityServer({ dataDir: first.dataDir, port });
    const confirmed = await mfaApi(second.issuer, tokens.access_token, {
      action: "confirm",
      code: app(secret)(),
    });
    expect(await confirmed.json()).toMatchObject({ mfaEnabled: true });
  });
});

describe("signing in with MFA", { timeout: 30_000 }, () => {
  it("asks for the code after the password; a wrong one is refused; amr says otp", async () => {
    const { issuer } = await startIdentityServer();
    const { secret } = await enableMfa(issuer);

    const { jar, interaction, login } = await passwordStep(issuer);
    expect(login.status).toBe(303);
    expect(new URL(login.headers.get("location") ?? "", issuer).href).toBe(interaction);
    const page = await browse(jar, interaction);
    const html = await page.text();
    expect(html).toContain("<h1>Enter your security code</h1>");
    expect(html).toMatch(/<label for="code">Security code<\/label>/);
    expect(html).toMatch(
      /<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code"/,
    );

    const wrong = await browse(jar, `${interaction}/code`, formPost({ code: wrongCode(secret) }));
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain(
      "The code is not right. Enter the code your app shows now.",
    );
    const expired = await browse(jar, `${interaction}/code`, formPost({ code: app(secret)(-3) }));
    expect(await expired.text()).toContain("This code has expired.");
    // The code that confirmed the setup counts once; the app's next one (±1 step) is taken.
    const used = await browse(jar, `${interaction}/code`, formPost({ code: app(secret)() }));
    expect(await used.text()).toContain("This code was used already.");

    const right = await browse(jar, `${interaction}/code`, formPost({ code: app(secret)(1) }));
    expect(right.status).toBe(303);
    const resumed = await browse(jar, new URL(right.headers.get("location") ?? "", issuer).href);
    expect(new URL(resumed.headers.get("location") ?? "").searchParams.get("code")).toBeTruthy();
  });

  it("puts pwd and otp in the ID token's amr, pwd alone without MFA", async () => {
    const { issuer } = await startIdentityServer();
    expect(decodeJwt((await signIn(issuer, "admin@example.com")).tokens.id_token).amr).toEqual([
      "pwd",
    ]);
    const { secret } = await enableMfa(issuer);
    const { tokens } = await signIn(issuer, "customer@example.com", undefined, undefined, () =>
      app(secret)(1),
    );
    expect(decodeJwt(tokens.id_token)).toMatchObject({ sub: "demo-customer", amr: ["pwd", "otp"] });
  });

  it("a code without the password step signs nobody in", async () => {
    const { issuer } = await startIdentityServer();
    const { secret } = await enableMfa(issuer);
    const jar = new CookieJar();
    const start = await browse(
      jar,
      authorizeUrl(issuer, { code_challenge: pkcePair().challenge, code_challenge_method: "S256" }),
    );
    const interaction = new URL(start.headers.get("location") ?? "", issuer).href;
    const code = await browse(jar, `${interaction}/code`, formPost({ code: app(secret)(1) }));
    expect(code.status).toBe(200);
    expect(await code.text()).toContain("<h1>Sign in to mykomax</h1>");
  });

  it("throttles: after 5 wrong codes even the right one waits", async () => {
    const { issuer } = await startIdentityServer();
    const { secret } = await enableMfa(issuer);
    const { jar, interaction } = await passwordStep(issuer);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await browse(jar, `${interaction}/code`, formPost({ code: wrongCode(secret) }));
      expect(wrong.status).toBe(401);
    }
    const locked = await browse(jar, `${interaction}/code`, formPost({ code: app(secret)(1) }));
    expect(locked.status).toBe(429);
    expect(await locked.text()).toContain("Too many wrong codes. Wait 5 minutes, then try again.");
    // The throttle is the account's, not the browser's: a new sign-in waits too.
    const other = await passwordStep(issuer);
    const alsoLocked = await browse(
      other.jar,
      `${other.interaction}/code`,
      formPost({ code: app(secret)(1) }),
    );
    expect(alsoLocked.status).toBe(429);
  });
});

describe("the identity site's MFA page", { timeout: 30_000 }, () => {
  it("shows the QR code and key, confirms with a code, resets", async () => {
    const { issuer } = await startIdentityServer();
    const { jar } = await signIn(issuer);
    const returnTo = `${SITE_ORIGIN}/en/mykomax/account`;
    const url = `${issuer}/account/mfa?return_to=${encodeURIComponent(returnTo)}`;
    expect(await (await browse(jar, url)).text()).toContain("Two-factor authentication is off.");

    const setup = await browse(jar, url, formPost({ action: "enable" }));
    const html = await setup.text();
    expect(setup.headers.get("content-security-policy")).toContain("img-src data:");
    expect(html).toMatch(
      /<img src="data:image\/svg\+xml;base64,[^"]+" alt="QR code for your authenticator app"/,
    );
    const secret = /<code>([A-Z2-7]{32})<\/code>/.exec(html)?.[1] ?? "";
    expect(secret).not.toBe("");
    expect(html).toContain('autocomplete="one-time-code"');

    const wrong = await browse(jar, url, formPost({ action: "confirm", code: wrongCode(secret) }));
    expect(wrong.status).toBe(400);
    const again = await wrong.text();
    expect(again).toContain("The code is not right.");
    expect(again).toContain(`<code>${secret}</code>`);

    const right = await browse(jar, url, formPost({ action: "confirm", code: app(secret)() }));
    expect(await right.text()).toContain("Two-factor authentication is now on.");
    await expect(signIn(issuer)).rejects.toThrow("the sign-in asks for a code");

    const reset = await browse(jar, url, formPost({ action: "reset" }));
    expect(await reset.text()).toContain(
      "Two-factor authentication is off. Sign-in asks for your password only.",
    );
    expect((await signIn(issuer)).tokens.id_token).toBeTruthy();
  });
});

describe("accounts stored before MFA asked for a code", { timeout: 30_000 }, () => {
  it("count as without MFA: the old unconfirmed secret is never asked for", async () => {
    const running = await startIdentityServer();
    const stored = running.store
      .listDocuments("oidc", "Account", "CURRENT")
      .find((doc) => (doc.data as { email: string }).email === "customer@example.com");
    if (!stored) throw new Error("no demo customer");
    const { mfaPendingSecret, mfaLastStep, mfaFailures, ...before } = stored.data as Record<
      string,
      unknown
    >;
    expect([mfaPendingSecret, mfaLastStep, mfaFailures]).toEqual([null, null, []]);
    // What "Enable MFA" stored until now: on, with a secret no code ever confirmed.
    running.store.putDocuments("oidc", [
      {
        model: "Account",
        id: stored.id,
        stage: "CURRENT",
        data: { ...before, mfaEnabled: true, mfaSecret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP" },
      },
    ]);
    const { tokens } = await signIn(running.issuer);
    expect(decodeJwt(tokens.id_token).amr).toEqual(["pwd"]);
    const account = await fetch(`${running.issuer}/account`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(await account.json()).toMatchObject({ mfaEnabled: false });
  });
});
