import http from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createBotProtectionService } from "@/local-services/bot-protection/service.mjs";
import {
  type BotCheckSettings,
  decideBotCheck,
  verifyBotToken,
} from "@/lib/bot-protection/verify-bot-token";

let server: http.Server;
let origin = "";
let now = Date.now();

beforeAll(async () => {
  const service = createBotProtectionService({ origin: () => origin, now: () => now });
  server = http.createServer((req, res) => {
    void service.handle(req, res, (req.url ?? "/").split("?")[0]!).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const settings = (): BotCheckSettings => ({
  secret: "local-demo-bot-secret",
  verifyUrl: `${origin}/bot-protection/siteverify`,
  action: "SUBMIT",
  minScore: 0.5,
  timeoutMs: 2000,
});

/** What the stand-in's script does in the browser for grecaptcha.execute(siteKey, {action}). */
async function tokenFor(siteKey: string, action = "SUBMIT"): Promise<string> {
  const response = await fetch(`${origin}/bot-protection/token`, {
    method: "POST",
    headers: { "content-type": "text/plain" },
    body: JSON.stringify({ siteKey, action, hostname: "127.0.0.1" }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

describe("bot protection stand-in (reCAPTCHA v3 protocol)", () => {
  it("serves a script defining grecaptcha.ready and grecaptcha.execute", async () => {
    const response = await fetch(`${origin}/bot-protection/api.js?render=local-demo-site-key`);
    expect(response.headers.get("content-type")).toMatch(/javascript/);
    const script = await response.text();
    expect(script).toContain("window.grecaptcha");
    expect(script).toContain(`${origin}/bot-protection/token`);
  });

  it("answers siteverify like reCAPTCHA: success, score, action, hostname, challenge_ts", async () => {
    const token = await tokenFor("local-demo-site-key");
    const response = await fetch(`${origin}/bot-protection/siteverify`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ secret: "local-demo-bot-secret", response: token }),
    });
    expect(await response.json()).toEqual({
      success: true,
      score: 0.9,
      action: "SUBMIT",
      hostname: "127.0.0.1",
      challenge_ts: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it("refuses an unknown site key, and the broken demo key as a provider that is down", async () => {
    const post = (siteKey: string) =>
      fetch(`${origin}/bot-protection/token`, {
        method: "POST",
        body: JSON.stringify({ siteKey, action: "SUBMIT", hostname: "x" }),
      });
    expect((await post("someone-elses-key")).status).toBe(400);
    expect((await post("local-demo-site-key-broken")).status).toBe(503);
  });
});

describe("verifying a form's token (attacks)", () => {
  it("lets a person's token through once", async () => {
    const token = await tokenFor("local-demo-site-key");
    expect(await verifyBotToken(token, settings())).toEqual({ outcome: "passed", score: 0.9 });
  });

  it("refuses a replayed token: each token is good for one submission", async () => {
    const token = await tokenFor("local-demo-site-key");
    await verifyBotToken(token, settings());
    expect(await verifyBotToken(token, settings())).toEqual({
      outcome: "rejected",
      reasons: ["timeout-or-duplicate"],
    });
  });

  it("refuses a bot's low score", async () => {
    const token = await tokenFor("local-demo-site-key-low-score");
    expect(await verifyBotToken(token, settings())).toEqual({
      outcome: "rejected",
      reasons: ["low-score"],
    });
  });

  it("refuses a token made for another action", async () => {
    const token = await tokenFor("local-demo-site-key", "LOGIN");
    expect(await verifyBotToken(token, settings())).toEqual({
      outcome: "rejected",
      reasons: ["action-mismatch"],
    });
  });

  it("refuses a forged token: claims of a high score with a made-up signature", async () => {
    const real = await tokenFor("local-demo-site-key-low-score");
    const [scheme, payload] = real.split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString()) as { s: number };
    claims.s = 1;
    const forged = `${scheme}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.AAAA`;
    expect(await verifyBotToken(forged, settings())).toEqual({
      outcome: "rejected",
      reasons: ["invalid-input-response"],
    });
  });

  it("refuses an expired token", async () => {
    const token = await tokenFor("local-demo-site-key");
    now += 3 * 60_000;
    try {
      expect(await verifyBotToken(token, settings())).toMatchObject({ outcome: "rejected" });
    } finally {
      now -= 3 * 60_000;
    }
  });

  it.each([
    ["characters a token never has", "abc<script>"],
    ["a token of 5,000 characters", "a".repeat(5000)],
  ])("refuses %s without asking the provider", async (_name, token) => {
    let asked = false;
    const fetchSpy: typeof fetch = async (...args) => ((asked = true), fetch(...args));
    expect(await verifyBotToken(token, settings(), fetchSpy)).toEqual({
      outcome: "rejected",
      reasons: ["malformed-token"],
    });
    expect(asked).toBe(false);
  });

  it("gives no verdict on the visitor when the site's secret is wrong or the provider down or odd", async () => {
    const token = await tokenFor("local-demo-site-key");
    expect(await verifyBotToken(token, { ...settings(), secret: "wrong-secret" })).toMatchObject({
      outcome: "unavailable",
    });
    expect(
      await verifyBotToken(token, { ...settings(), verifyUrl: "http://127.0.0.1:1/siteverify" }),
    ).toMatchObject({ outcome: "unavailable" });
    const garbage: typeof fetch = async () => new Response("<html>oops</html>", { status: 200 });
    expect(await verifyBotToken(token, settings(), garbage)).toEqual({
      outcome: "unavailable",
      reason: "malformed answer",
    });
    expect(await verifyBotToken("", settings())).toEqual({ outcome: "missing" });
  });
});

describe("what a verdict means for the submission", () => {
  it.each([
    [{ outcome: "passed", score: 0.9 }, "refuse", { accept: true, flagged: false }],
    [
      { outcome: "rejected", reasons: ["low-score"] },
      "flag",
      { accept: false, reason: "low-score" },
    ],
    [{ outcome: "missing" }, "refuse", { accept: false, reason: "no token" }],
    [{ outcome: "missing" }, "flag", { accept: true, flagged: true, reason: "no token" }],
    [
      { outcome: "unavailable", reason: "status 500" },
      "refuse",
      { accept: false, reason: "provider unavailable (status 500)", providerDown: true },
    ],
    [
      { outcome: "unavailable", reason: "status 500" },
      "flag",
      { accept: true, flagged: true, reason: "provider unavailable (status 500)" },
    ],
  ] as const)("%j with %s → %j", (verdict, onFailure, decision) => {
    expect(decideBotCheck(verdict, onFailure)).toEqual(decision);
  });
});
