import { TOTP } from "otpauth";
import { describe, expect, it } from "vitest";

import {
  MFA_FAILURE_WINDOW_S,
  MFA_MAX_FAILURES,
  mfaThrottle,
  withFailure,
} from "../../../local-services/oidc/mfa-throttle.mjs";
import {
  checkTotpCode,
  newTotpSecret,
  totpQrCode,
  totpStep,
  totpUri,
} from "../../../local-services/oidc/totp.mjs";

const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
// The middle of a 30 s step, so ±15 s stays in it.
const NOW = Date.UTC(2026, 10, 28, 12, 0, 15);
const STEP = totpStep(NOW);
/** The code an authenticator app shows `steps` time steps from NOW. */
const codeAt = (steps: number) =>
  new TOTP({ secret: SECRET, digits: 6, period: 30 }).generate({ timestamp: NOW + steps * 30_000 });

/** A code that is none of the codes of the 21 steps around NOW. */
function neverRightCode() {
  const near = new Set(Array.from({ length: 21 }, (_, index) => codeAt(index - 10)));
  let candidate = 0;
  while (near.has(String(candidate).padStart(6, "0"))) candidate += 1;
  return String(candidate).padStart(6, "0");
}

describe("checking a TOTP code (RFC 6238)", () => {
  it.each([
    ["the code of now", () => codeAt(0), null, { ok: true, step: STEP }],
    ["one step late (clock drift)", () => codeAt(-1), null, { ok: true, step: STEP - 1 }],
    ["one step early (clock drift)", () => codeAt(1), null, { ok: true, step: STEP + 1 }],
    [
      "typed with a space",
      () => `${codeAt(0).slice(0, 3)} ${codeAt(0).slice(3)}`,
      null,
      { ok: true, step: STEP },
    ],
    ["two steps late", () => codeAt(-2), null, { ok: false, reason: "expired" }],
    ["five minutes late", () => codeAt(-10), null, { ok: false, reason: "expired" }],
    ["two steps early", () => codeAt(2), null, { ok: false, reason: "wrong" }],
    ["never right", neverRightCode, null, { ok: false, reason: "wrong" }],
    ["the step accepted last", () => codeAt(0), STEP, { ok: false, reason: "used" }],
    ["a step before the one accepted last", () => codeAt(-1), STEP, { ok: false, reason: "used" }],
    ["the step after the one accepted last", () => codeAt(1), STEP, { ok: true, step: STEP + 1 }],
    ["five digits", () => codeAt(0).slice(1), null, { ok: false, reason: "format" }],
    ["seven digits", () => `${codeAt(0)}1`, null, { ok: false, reason: "format" }],
    ["letters", () => "12a456", null, { ok: false, reason: "format" }],
    ["nothing", () => "", null, { ok: false, reason: "format" }],
  ])("%s", (_case, code, lastUsedStep, expected) => {
    expect(checkTotpCode({ secret: SECRET, code: code(), now: NOW, lastUsedStep })).toEqual(
      expected,
    );
  });

  it("makes 160-bit base32 secrets, an otpauth URI and an SVG QR code of it", async () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = totpUri(secret, "carla+1@example.com");
    expect(uri).toBe(
      `otpauth://totp/Ferrion:carla%2B1%40example.com?issuer=Ferrion&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    const qr = await totpQrCode(uri);
    expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(qr.split(",")[1]!, "base64").toString("utf8");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toContain("<script");
  });
});

describe("the throttle on wrong codes", () => {
  const at = (seconds: number) => NOW + seconds * 1000;
  const failures = (...seconds: number[]) => seconds.map(at);

  it.each([
    ["no refusal", [], 0, { locked: false }],
    ["four refusals in the window", failures(0, 10, 20, 30), 40, { locked: false }],
    [
      "five refusals in the window",
      failures(0, 10, 20, 30, 40),
      50,
      { locked: true, retryAfterS: 250 },
    ],
    [
      "five, one second before the first is 5 minutes old",
      failures(0, 10, 20, 30, 40),
      299,
      { locked: true, retryAfterS: 1 },
    ],
    ["five, the first 5 minutes old", failures(0, 10, 20, 30, 40), 300, { locked: false }],
    [
      "five spread over more than the window",
      failures(0, 100, 200, 250, 310),
      320,
      { locked: false },
    ],
    ["undefined (an account stored before the throttle)", undefined, 0, { locked: false }],
  ])("%s", (_case, refused, now, expected) => {
    expect(mfaThrottle(refused, at(now))).toEqual(expected);
  });

  it("locks after MFA_MAX_FAILURES refusals and forgets those older than the window", () => {
    let refused: number[] = [];
    for (let index = 0; index < MFA_MAX_FAILURES; index += 1) {
      expect(mfaThrottle(refused, at(index))).toEqual({ locked: false });
      refused = withFailure(refused, at(index));
    }
    expect(mfaThrottle(refused, at(MFA_MAX_FAILURES)).locked).toBe(true);
    const later = at(MFA_FAILURE_WINDOW_S + 10);
    expect(withFailure(refused, later)).toEqual([later]);
  });
});
