import { describe, expect, it } from "vitest";

import {
  createPasswordThrottle,
  FORGET_AFTER_MS,
  waitAfterFailures,
} from "../../../local-services/oidc/password-throttle.mjs";
import {
  authorizeUrl,
  browse,
  CookieJar,
  DEMO_PASSWORD,
  pkcePair,
  startIdentityServer,
} from "./oidc-helpers";

const CLIENT = "ferrion-web";

describe("the sign-in form's password throttle: rules", () => {
  it.each([
    [0, 0, 0],
    [2, 0, 0],
    [3, 0, 1000],
    [4, 0, 2000],
    [5, 0, 4000],
    [5, 1500, 2500],
    [5, 4000, 0],
    [12, 0, 60_000],
    [40, 0, 60_000],
  ])("%i wrong passwords, %i ms after the last: wait %i ms", (failures, after, wait) => {
    expect(waitAfterFailures({ failures, lastFailureAt: 0 }, after)).toBe(wait);
  });

  function throttleAt(start = 1_000_000) {
    let now = start;
    const throttle = createPasswordThrottle(() => now);
    return { throttle, advance: (ms: number) => (now += ms) };
  }

  it("counts per account and client: other accounts and other clients may try at once", () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 4; i++) throttle.recordFailure("customer@example.com", CLIENT);
    expect(throttle.waitSeconds("customer@example.com", CLIENT)).toBe(2);
    expect(throttle.waitSeconds(" Customer@Example.COM ", CLIENT)).toBe(2);
    expect(throttle.waitSeconds("admin@example.com", CLIENT)).toBe(0);
    expect(throttle.waitSeconds("customer@example.com", "another-client")).toBe(0);
  });

  it("starts afresh after a right password, and after 15 quiet minutes", () => {
    const { throttle, advance } = throttleAt();
    for (let i = 0; i < 5; i++) throttle.recordFailure("a@example.com", CLIENT);
    throttle.recordSuccess("a@example.com", CLIENT);
    throttle.recordFailure("a@example.com", CLIENT);
    expect(throttle.waitSeconds("a@example.com", CLIENT)).toBe(0);

    for (let i = 0; i < 9; i++) throttle.recordFailure("b@example.com", CLIENT);
    advance(FORGET_AFTER_MS + 1);
    throttle.recordFailure("b@example.com", CLIENT);
    expect(throttle.waitSeconds("b@example.com", CLIENT)).toBe(0);
  });
});

describe("the sign-in form's password throttle over HTTP", { timeout: 60_000 }, () => {
  async function signInForm(issuer: string, uiLocales = "en") {
    const jar = new CookieJar();
    const { challenge } = pkcePair();
    const start = await browse(
      jar,
      authorizeUrl(issuer, {
        code_challenge: challenge,
        code_challenge_method: "S256",
        ui_locales: uiLocales,
      }),
    );
    const interaction = new URL(start.headers.get("location") ?? "", issuer).href;
    return (email: string, password: string) =>
      browse(jar, `${interaction}/login`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email, password }).toString(),
      });
  }

  it("after three wrong passwords checks none, not even the right one, until the wait is over", async () => {
    const { issuer } = await startIdentityServer();
    const post = await signInForm(issuer);
    for (let i = 0; i < 3; i++) {
      const wrong = await post("customer@example.com", `wrong-${i}`);
      expect(wrong.status).toBe(401);
      expect(await wrong.text()).toContain("Wrong e-mail or password.");
    }
    const held = await post("customer@example.com", DEMO_PASSWORD);
    expect(held.status).toBe(429);
    expect(held.headers.get("retry-after")).toBe("1");
    const html = await held.text();
    expect(html).toContain("Too many wrong passwords for this account. Please try again in 1 s.");
    expect(html).toContain('value="customer@example.com"');

    // Another account signs in meanwhile; the waiting one does once the second has passed.
    expect((await (await signInForm(issuer))("admin@example.com", DEMO_PASSWORD)).status).toBe(303);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await post("customer@example.com", DEMO_PASSWORD)).status).toBe(303);
  });

  it("says so in German on a German sign-in page", async () => {
    const { issuer } = await startIdentityServer();
    const post = await signInForm(issuer, "de");
    for (let i = 0; i < 3; i++) await post("new@example.com", "falsch");
    const held = await post("new@example.com", "falsch");
    expect(held.status).toBe(429);
    expect(await held.text()).toContain(
      "Zu viele falsche Passwörter für dieses Konto. Bitte versuchen Sie es in 1 s erneut.",
    );
  });
});
