import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

/**
 * Time-based one-time passwords (RFC 6238) for the identity stand-in's second factor, through
 * `otpauth` (RFC 4226/6238, constant-time comparison, no dependencies of its own). The settings
 * are the ones every authenticator app takes without asking: SHA-1, 6 digits, 30 s steps.
 */
export const TOTP_ISSUER = "Ferrion";
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_S = 30;
/** Steps either side of now that still count (RFC 6238 §5.2: one step of clock drift). */
export const TOTP_WINDOW = 1;
/** How far back a code is recognised as once right but expired (5 minutes), not as wrong. */
export const TOTP_EXPIRED_LOOKBACK = 10;

/** @param {string} secret base32 @param {string} [label] */
function totp(secret, label = "") {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secret),
  });
}

/** A new secret in base32 (what authenticator apps take), 160 bits as RFC 4226 recommends. */
export function newTotpSecret() {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/…` URI an authenticator app reads from the QR code. */
export function totpUri(/** @type {string} */ secret, /** @type {string} */ email) {
  return totp(secret, email).toString();
}

/** The QR code of that URI as an SVG data URL (an `<img>` shows it; no script can run in it). */
export async function totpQrCode(/** @type {string} */ uri) {
  const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/** The code of this moment (tests and the demo use it as an authenticator app would). */
export function currentTotpCode(/** @type {string} */ secret, now = Date.now()) {
  return totp(secret).generate({ timestamp: now });
}

/** The time step a moment falls in. */
export function totpStep(now = Date.now()) {
  return Math.floor(now / 1000 / TOTP_PERIOD_S);
}

/**
 * @typedef {{ ok: true, step: number }
 *   | { ok: false, reason: "format" | "wrong" | "expired" | "used" }} TotpCheck
 */

/**
 * Checks a code typed by the user: 6 digits (spaces ignored), right for this step or one step
 * either side, and of a later step than the last code accepted (RFC 6238 §5.2: a code is
 * accepted once). A code that was right up to 5 minutes ago is "expired" rather than "wrong",
 * so the message can say what to do; it never signs in.
 * @param {object} check
 * @param {string} check.secret base32
 * @param {string} check.code as typed
 * @param {number} check.now milliseconds since the epoch
 * @param {number | null} [check.lastUsedStep] the step of the last code accepted
 * @returns {TotpCheck}
 */
export function checkTotpCode({ secret, code, now, lastUsedStep = null }) {
  const token = code.replace(/\s+/g, "");
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(token)) return { ok: false, reason: "format" };
  const generator = totp(secret);
  const delta = generator.validate({ token, timestamp: now, window: TOTP_WINDOW });
  if (delta !== null) {
    const step = totpStep(now) + delta;
    if (lastUsedStep !== null && step <= lastUsedStep) return { ok: false, reason: "used" };
    return { ok: true, step };
  }
  const late = generator.validate({ token, timestamp: now, window: TOTP_EXPIRED_LOOKBACK });
  return { ok: false, reason: late !== null && late < 0 ? "expired" : "wrong" };
}
