import crypto from "node:crypto";
import { promisify } from "node:util";

const scrypt =
  /** @type {(password: string, salt: Buffer, keylen: number, options: crypto.ScryptOptions) => Promise<Buffer>} */ (
    promisify(crypto.scrypt)
  );

const KEY_LENGTH = 64;
const COST = { N: 16384, r: 8, p: 1 };

/**
 * A salted scrypt hash in one string: `scrypt$N$r$p$salt$hash` (base64url), so the cost can be
 * raised later without breaking stored hashes.
 * @param {string} password
 */
export async function hashPassword(password) {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH, COST);
  return [
    "scrypt",
    COST.N,
    COST.r,
    COST.p,
    salt.toString("base64url"),
    hash.toString("base64url"),
  ].join("$");
}

/**
 * @param {string} password
 * @param {string} stored a value from hashPassword
 */
export async function verifyPassword(password, stored) {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await scrypt(password, Buffer.from(salt, "base64url"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return crypto.timingSafeEqual(actual, expected);
}
