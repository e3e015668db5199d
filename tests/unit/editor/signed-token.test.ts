import { describe, expect, it } from "vitest";

import {
  EDITOR_SESSION_MAX_AGE_S,
  isCorrectPassword,
  issueEditorToken,
  issuePreviewToken,
  newSessionId,
  verifyEditorToken,
  verifyPreviewToken,
} from "@/lib/editor/signed-token";

const secret = "0123456789abcdef0123456789abcdef";
const password = "editor-demo";
const issuedAtS = 1_800_000_000;
const sessionId = "AAAAAAAAAAAAAAAAAAAAAA";
const token = issueEditorToken(password, secret, issuedAtS, sessionId);
const settings = { password, secret, nowS: issuedAtS + 10 };

describe("editor token (the hashed password in the editor cookie)", () => {
  it("never contains the password", () => {
    expect(token).not.toContain(password);
    expect(token).toMatch(/^1800000000\.A{22}\.[A-Za-z0-9_-]{43}$/);
  });

  it("carries a fresh random session id each time", () => {
    const ids = new Set(Array.from({ length: 50 }, () => newSessionId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it.each([
    ["the token just issued", token, settings, { valid: true, issuedAtS, sessionId }],
    ["no cookie", undefined, settings, { valid: false, reason: "missing" }],
    ["an empty cookie", "", settings, { valid: false, reason: "missing" }],
    ["garbage", "not-a-token", settings, { valid: false, reason: "malformed" }],
    [
      "a changed signature",
      `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`,
      settings,
      { valid: false, reason: "forged" },
    ],
    [
      "the old token without a session id",
      `${issuedAtS}.${token.split(".")[2]}`,
      settings,
      { valid: false, reason: "malformed" },
    ],
    [
      "another session id under the same signature",
      token.replace(sessionId, "BAAAAAAAAAAAAAAAAAAAAA"),
      settings,
      { valid: false, reason: "forged" },
    ],
    [
      "a changed issue time",
      token.replace("1800000000", "1800000001"),
      settings,
      { valid: false, reason: "forged" },
    ],
    [
      "another secret",
      issueEditorToken(password, `${secret}x`, issuedAtS, sessionId),
      settings,
      { valid: false, reason: "forged" },
    ],
    [
      "a changed password",
      issueEditorToken("old-password", secret, issuedAtS, sessionId),
      settings,
      { valid: false, reason: "forged" },
    ],
    [
      "a token from the future",
      issueEditorToken(password, secret, issuedAtS + 3600, sessionId),
      settings,
      { valid: false, reason: "forged" },
    ],
    [
      "89 days later",
      token,
      { ...settings, nowS: issuedAtS + 89 * 86_400 },
      { valid: true, issuedAtS, sessionId },
    ],
    [
      "90 days later",
      token,
      { ...settings, nowS: issuedAtS + EDITOR_SESSION_MAX_AGE_S },
      { valid: false, reason: "expired" },
    ],
  ])("%s", (_name, candidate, options, expected) => {
    expect(verifyEditorToken(candidate, options)).toEqual(expected);
  });

  it("lives 90 days (spec 000 §9)", () => {
    expect(EDITOR_SESSION_MAX_AGE_S).toBe(7_776_000);
  });
});

describe("password check", () => {
  it.each([
    ["editor-demo", true],
    ["editor-demo ", false],
    ["Editor-demo", false],
    ["", false],
    ["editor-demo-and-more", false],
  ])("%j is correct: %s", (input, expected) => {
    expect(isCorrectPassword(input, password, secret)).toBe(expected);
  });
});

describe("preview token", () => {
  const preview = issuePreviewToken("preview-demo", secret);
  it.each([
    ["the issued token", preview, "preview-demo", true],
    ["no cookie", undefined, "preview-demo", false],
    ["the lock marker", "locked", "preview-demo", false],
    [
      "a token of an older password",
      issuePreviewToken("old-preview", secret),
      "preview-demo",
      false,
    ],
    ["no password configured", preview, null, false],
  ])("%s is accepted: %s", (_name, candidate, configured, expected) => {
    expect(verifyPreviewToken(candidate, { password: configured, secret })).toBe(expected);
  });
});
