import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** Spec 000 §9: the editor cookie lives 90 days. */
export const EDITOR_SESSION_MAX_AGE_S = 90 * 24 * 60 * 60;

function mac(secret: string, message: string): string {
  return createHmac("sha256", secret).update(message).digest("base64url");
}

/** Constant-time comparison; strings of different length are simply unequal. */
function isSameSecretText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether a typed password is the configured one, compared in constant time via their HMACs. */
export function isCorrectPassword(input: string, expected: string, secret: string): boolean {
  return isSameSecretText(mac(secret, `password|${input}`), mac(secret, `password|${expected}`));
}

/**
 * The editor's "hashed password" (spec 000 §6): when it was issued, a random session id (so a
 * sign-out can revoke exactly this token, lib/editor/signed-out-sessions.ts) and an HMAC over
 * both and the password, made with the server secret. Changing the password or the secret signs
 * every editor out; the password itself never leaves the server.
 */
export function issueEditorToken(
  password: string,
  secret: string,
  issuedAtS: number,
  sessionId: string,
): string {
  return `${issuedAtS}.${sessionId}.${mac(secret, `editor|${issuedAtS}|${sessionId}|${password}`)}`;
}

/** 16 random bytes, base64url. */
export function newSessionId(): string {
  return randomBytes(16).toString("base64url");
}

export type EditorTokenCheck =
  | { valid: true; issuedAtS: number; sessionId: string }
  | { valid: false; reason: "missing" | "malformed" | "forged" | "expired" | "signed-out" };

export function verifyEditorToken(
  token: string | undefined,
  { password, secret, nowS }: { password: string; secret: string; nowS: number },
): EditorTokenCheck {
  if (!token) return { valid: false, reason: "missing" };
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { valid: false, reason: "malformed" };
  const issuedAtS = Number(match[1]);
  const sessionId = match[2] ?? "";
  if (!isSameSecretText(issueEditorToken(password, secret, issuedAtS, sessionId), token)) {
    return { valid: false, reason: "forged" };
  }
  // A token from the future was not issued by this server's clock: treat it as forged.
  if (issuedAtS > nowS + 60) return { valid: false, reason: "forged" };
  if (nowS - issuedAtS >= EDITOR_SESSION_MAX_AGE_S) return { valid: false, reason: "expired" };
  return { valid: true, issuedAtS, sessionId };
}

/** The preview cookie after a correct preview password: an HMAC over that password. */
export function issuePreviewToken(password: string, secret: string): string {
  return mac(secret, `preview|${password}`);
}

export function verifyPreviewToken(
  token: string | undefined,
  { password, secret }: { password: string | null; secret: string },
): boolean {
  if (!token || password === null) return false;
  return isSameSecretText(issuePreviewToken(password, secret), token);
}
