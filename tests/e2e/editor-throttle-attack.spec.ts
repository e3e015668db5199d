import { request as httpRequest } from "node:http";

import { expect, test } from "@playwright/test";

import { EDITOR_PASSWORD } from "./support/editor";
import { useOwnStack } from "./support/own-stack";

/** The reverse proxy in front of the site (TRUSTED_PROXIES), played by another loopback address. */
const PROXY = "127.0.0.3";
/** The attacker's own machine: a loopback address the editor (127.0.0.1) does not share. */
const ATTACKER = "127.0.0.2";
const EDITOR_ROUTE = "/api/editor-area-autentication";
const PREVIEW_ROUTE = "/api/preview-password";

// A site of its own: its password throttles (kept in the site's memory) start empty and are
// nobody else's. The shared stand-ins serve it.
const stack = useOwnStack({
  portOffset: 123,
  services: "shared",
  site: { env: { TRUSTED_PROXIES: PROXY } },
});
const SITE_PORT = stack.sitePort;
const SITE = stack.siteUrl;

/** A POST sent from a given local address, with whatever X-Forwarded-For the sender writes. */
function post(
  path: string,
  body: unknown,
  { from, forwardedFor }: { from: string; forwardedFor?: string },
): Promise<number> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: "127.0.0.1",
        port: SITE_PORT,
        path,
        method: "POST",
        localAddress: from,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(data),
          ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
        },
      },
      (incoming) => {
        incoming.resume();
        incoming.on("end", () => resolve(incoming.statusCode ?? 0));
      },
    );
    outgoing.on("error", reject);
    outgoing.end(data);
  });
}

let guesses = 0;

/** One more wrong guess from the attacker's machine, claiming yet another X-Forwarded-For. */
function spoofedGuess(path: string, field: string): Promise<number> {
  guesses += 1;
  return post(
    path,
    { [field]: `guess-${guesses}` },
    { from: ATTACKER, forwardedFor: `203.0.113.${guesses % 250}` },
  );
}

/** 40 wrong guesses, each claiming another X-Forwarded-For, the editor's own address among them. */
async function spoofedFlood(path: string, field: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let guess = 0; guess < 40; guess += 1) {
    const forwardedFor = guess % 3 === 0 ? "127.0.0.1" : `198.51.100.${guess}`;
    statuses.push(
      await post(path, { [field]: `guess-${guess}` }, { from: ATTACKER, forwardedFor }),
    );
  }
  return statuses;
}

/**
 * Three wrong guesses go through, then the client waits 1, 2, 4 … s after its last wrong one:
 * back-to-back guesses are refused with 429 (a slow machine may let one more through).
 */
function expectThrottledAfterThree(statuses: number[]): void {
  expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
  expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(30);
}

test.describe("a password-guessing attacker cannot keep the editor with the right password out", () => {
  test.describe.configure({ mode: "serial" });

  test("a spoofed X-Forwarded-For flood does not keep the real editor out", async ({ page }) => {
    const flood = await spoofedFlood(EDITOR_ROUTE, "input");

    // The editor, at the address the attacker claimed, signs in through the form at once …
    await page.goto(`${SITE}/en/editor`);
    await page.getByLabel("Editor password").fill(EDITOR_PASSWORD);
    await spoofedGuess(EDITOR_ROUTE, "input");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("You are signed in as an editor.")).toBeVisible();

    // … and every time, while the attacker keeps guessing.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const guess = await spoofedGuess(EDITOR_ROUTE, "input");
      const signIn = await page.request.post(`${SITE}${EDITOR_ROUTE}`, {
        data: { input: EDITOR_PASSWORD },
      });
      expect(signIn.status()).toBe(200);
      // Waited out or not, the attacker's guess is only ever refused.
      expect([401, 429]).toContain(guess);
    }
    // The attacker is one client whatever it writes: three free guesses, then it must wait.
    expectThrottledAfterThree(flood);
  });

  test("behind the trusted proxy: many guessing clients lock out nobody else", async () => {
    // 25 addresses with two wrong guesses each: 50 wrong guesses in all.
    const many: number[] = [];
    for (let client = 1; client <= 25; client += 1) {
      for (let guess = 0; guess < 2; guess += 1) {
        many.push(
          await post(
            EDITOR_ROUTE,
            { input: `guess-${guess}` },
            { from: PROXY, forwardedFor: `198.51.100.${client}` },
          ),
        );
      }
    }
    // A client that claims the editor's address ahead of the proxy's entry is still itself.
    const claims: number[] = [];
    for (let guess = 0; guess < 5; guess += 1) {
      claims.push(
        await post(
          EDITOR_ROUTE,
          { input: "guess" },
          { from: PROXY, forwardedFor: "192.0.2.7, 198.51.100.200" },
        ),
      );
    }
    expect(claims).toContain(429);

    expect(
      await post(
        EDITOR_ROUTE,
        { input: EDITOR_PASSWORD },
        { from: PROXY, forwardedFor: "192.0.2.7" },
      ),
    ).toBe(200);
    // None of the many was throttled: each guessed only twice.
    expect(many).toEqual(Array(50).fill(401));
  });

  test("the preview form likewise", async ({ page }) => {
    const flood = await spoofedFlood(PREVIEW_ROUTE, "password");

    await page.goto(`${SITE}/en/contact?enablePreviewPassword`);
    await expect(page.getByRole("heading", { level: 1, name: "Protected area" })).toBeVisible();
    await page.getByLabel("Password").fill("preview-demo");
    await spoofedGuess(PREVIEW_ROUTE, "password");
    await page.getByRole("button", { name: "Unlock" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Protected area" })).toHaveCount(0);
    await expect(page.getByRole("navigation").first()).toBeVisible();
    expectThrottledAfterThree(flood);
  });
});
