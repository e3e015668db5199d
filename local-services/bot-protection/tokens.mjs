import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** reCAPTCHA's tokens are valid for two minutes and only once. */
export const TOKEN_LIFETIME_MS = 2 * 60_000;

/**
 * The stand-in's tokens: the claims (site key, action, hostname, score, time) signed with a key of
 * this process, so nobody can make one up; each token is good for one siteverify call.
 * @param {{ now?: () => number, key?: Buffer }} [options]
 */
export function createTokens({ now = Date.now, key = randomBytes(32) } = {}) {
  /** Tokens already verified, until they would have expired anyway. @type {Map<string, number>} */
  const used = new Map();
  /** @param {string} payload */
  const sign = (payload) => createHmac("sha256", key).update(payload).digest("base64url");

  return {
    /**
     * @param {{ siteKey: string, action: string, hostname: string, score: number }} claims
     * @returns {string}
     */
    issue({ siteKey, action, hostname, score }) {
      const payload = Buffer.from(
        JSON.stringify({
          k: siteKey,
          a: action,
          h: hostname,
          s: score,
          t: now(),
          n: randomBytes(8).toString("hex"),
        }),
      ).toString("base64url");
      return `demo.${payload}.${sign(payload)}`;
    },

    /**
     * The token's claims once; an error code of reCAPTCHA's siteverify otherwise.
     * @param {string} token
     * @returns {{ ok: true, claims: { siteKey: string, action: string, hostname: string, score: number, issuedAt: number } } | { ok: false, code: string }}
     */
    redeem(token) {
      const [scheme, payload, signature] = token.split(".");
      if (scheme !== "demo" || !payload || !signature || token.split(".").length !== 3) {
        return { ok: false, code: "invalid-input-response" };
      }
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        return { ok: false, code: "invalid-input-response" };
      }
      /** @type {{ k: string, a: string, h: string, s: number, t: number }} */
      const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
      for (const [seen, until] of used) if (until <= now()) used.delete(seen);
      if (used.has(token) || now() - claims.t > TOKEN_LIFETIME_MS) {
        return { ok: false, code: "timeout-or-duplicate" };
      }
      used.set(token, claims.t + TOKEN_LIFETIME_MS);
      return {
        ok: true,
        claims: {
          siteKey: claims.k,
          action: claims.a,
          hostname: claims.h,
          score: claims.s,
          issuedAt: claims.t,
        },
      };
    },
  };
}
