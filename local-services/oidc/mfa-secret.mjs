import crypto from "node:crypto";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** A new TOTP-style secret in base32 (what authenticator apps take), 160 bits. */
export function newMfaSecret() {
  const bytes = crypto.randomBytes(20);
  let bits = "";
  for (const byte of bytes) bits += byte.toString(2).padStart(8, "0");
  let secret = "";
  for (let index = 0; index < bits.length; index += 5) {
    secret += BASE32[parseInt(bits.slice(index, index + 5), 2)];
  }
  return secret;
}
