import { createRemoteJWKSet, errors, jwtVerify } from "jose";

/**
 * The one ID-token check of every door: the site's tickets proxy and upload routes
 * (lib/identity/verify-id-token.ts) and the portal back end stand-in
 * (local-services/portal/verify-id-token.mjs) both run this file, so their rules cannot drift.
 * docs/security.md "ID tokens at every door" lists the rules.
 */

/**
 * Asymmetric algorithms only: never `none`, never HS* (a public key used as an HMAC secret would
 * let anybody sign). The provider signs with RS256; ES256 and PS256 cover a key change.
 */
export const ID_TOKEN_ALGORITHMS = ["RS256", "ES256", "PS256"];
/** Clocks of the provider and this server may differ a little; not more. */
export const CLOCK_TOLERANCE_S = 30;
/**
 * The oldest ID token accepted, by its `iat`, whatever its `exp` says: a provider that issues
 * long-lived ID tokens must not make a stolen one good for days. The portal renews its tokens
 * well within this (spec 001 §9: 180 s before the access token expires).
 */
export const MAX_ID_TOKEN_AGE_S = 60 * 60;

/**
 * @typedef {"missing" | "malformed" | "algorithm" | "signature" | "expired" | "issuer"
 *   | "audience" | "party" | "too-old" | "issued-in-future" | "claims" | "signed-out"} IdTokenRejection
 */

/** @type {Record<IdTokenRejection, string>} */
const REJECTION_MESSAGES = {
  missing: "The x-id-token header is missing",
  malformed: "The ID token is not a well-formed signed JWT",
  algorithm: "The ID token's signing algorithm is not allowed",
  signature: "The ID token's signature does not verify against the identity provider's keys",
  expired: "The ID token has expired",
  issuer: "The ID token was issued by another identity provider",
  audience: "The ID token was issued for another client",
  party: "The ID token was issued to another authorized party (azp)",
  "too-old": `The ID token was issued more than ${MAX_ID_TOKEN_AGE_S} seconds ago`,
  "issued-in-future": "The ID token was issued in the future",
  claims: "The ID token lacks a required claim",
  "signed-out": "The ID token's session has ended (signed out)",
};

/** The token is not acceptable: the caller answers 401. */
export class IdTokenRejectedError extends Error {
  /** @param {IdTokenRejection} reason */
  constructor(reason) {
    super(REJECTION_MESSAGES[reason]);
    this.name = "IdTokenRejectedError";
    /** @readonly */
    this.reason = reason;
  }
}

/** The provider's discovery document or keys could not be read: the caller answers 503. */
export class IdentityProviderUnavailableError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = "IdentityProviderUnavailableError";
  }
}

/**
 * @typedef {import('jose').JWTPayload & {
 *   sub: string, sid?: string, name?: string, given_name?: string, family_name?: string,
 *   email?: string, roles?: string[] | string,
 * }} IdTokenClaims
 */

/**
 * @typedef {object} IdTokenVerifierOptions
 * @property {string | (() => string)} issuer compared with `iss` exactly; its discovery document
 *   names the JWKS. A function is read on first use (the local services learn their port late).
 * @property {string} clientId the only audience (and authorized party) accepted
 * @property {number} timeoutMs for the discovery document and the key set each
 * @property {(claims: IdTokenClaims) => boolean} [isSignedOut] whether the token's session has
 *   ended; asked on every call, after the signature (a door that knows of logouts)
 */

/** @param {unknown} error @returns {IdTokenRejection | null} */
function rejectionOf(error) {
  // jose reports an `iat` beyond maxTokenAge as expired, naming the claim.
  if (error instanceof errors.JWTExpired) return error.claim === "iat" ? "too-old" : "expired";
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === "iss") return "issuer";
    if (error.claim === "aud") return "audience";
    // `iat` after now (beyond the tolerance) or `nbf` still ahead.
    if (error.claim === "iat" || error.claim === "nbf") return "issued-in-future";
    return "claims";
  }
  if (error instanceof errors.JOSEAlgNotAllowed || error instanceof errors.JOSENotSupported) {
    return "algorithm";
  }
  if (
    error instanceof errors.JWSSignatureVerificationFailed ||
    error instanceof errors.JWKSNoMatchingKey ||
    error instanceof errors.JWKSMultipleMatchingKeys
  ) {
    return "signature";
  }
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid) return "malformed";
  return null;
}

/**
 * The provider's key set, found through its discovery document once, then cached (jose refreshes
 * it when an unknown key id appears); a failed discovery is tried again on the next call.
 * @param {{ issuer: () => string, timeoutMs: number }} options
 */
export function providerKeys({ issuer, timeoutMs }) {
  /** @type {Promise<ReturnType<typeof createRemoteJWKSet>> | null} */
  let keySet = null;

  async function discover() {
    const url = `${issuer().replace(/\/+$/, "")}/.well-known/openid-configuration`;
    /** @type {{ issuer?: unknown, jwks_uri?: unknown }} */
    let discovery;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`discovery answered ${response.status}`);
      discovery = /** @type {typeof discovery} */ (await response.json());
    } catch (error) {
      throw new IdentityProviderUnavailableError(
        `identity provider discovery failed: ${/** @type {Error} */ (error).message}`,
      );
    }
    if (discovery.issuer !== issuer() || typeof discovery.jwks_uri !== "string") {
      throw new IdentityProviderUnavailableError(
        `identity provider discovery at ${url} does not describe issuer ${issuer()}`,
      );
    }
    return createRemoteJWKSet(new URL(discovery.jwks_uri), { timeoutDuration: timeoutMs });
  }

  return function keys() {
    keySet ??= discover().catch((error) => {
      keySet = null; // the next request tries again
      throw error;
    });
    return keySet;
  };
}

/**
 * Verifies ID tokens of one provider fully: signature against the provider's JWKS, algorithm
 * allow-list, issuer, audience, the authorized party where the token names one, expiry, age,
 * an `iat` not in the future (each with the clock tolerance) and, where the door knows of
 * logouts, a session that has not ended.
 * @param {IdTokenVerifierOptions} options
 */
export function createIdTokenVerifier(options) {
  const issuer = typeof options.issuer === "function" ? options.issuer : constant(options.issuer);
  const keys = providerKeys({ issuer, timeoutMs: options.timeoutMs });
  const verified = new VerifiedTokens();
  const isSignedOut = options.isSignedOut ?? (() => false);

  /**
   * @param {string | null | undefined} token
   * @returns {Promise<IdTokenClaims>}
   */
  return async function verifyIdToken(token) {
    if (!token) throw new IdTokenRejectedError("missing");
    const claims = verified.get(token) ?? (await verifyAfresh(token));
    // Asked every time, also for a token known from before: a logout counts at once.
    if (isSignedOut(claims)) throw new IdTokenRejectedError("signed-out");
    return claims;
  };

  /** @param {string} token */
  async function verifyAfresh(token) {
    const jwks = await keys();
    try {
      const { payload } = await jwtVerify(token, jwks, {
        issuer: issuer(),
        audience: options.clientId,
        algorithms: ID_TOKEN_ALGORITHMS,
        clockTolerance: CLOCK_TOLERANCE_S,
        // Also refuses an `iat` in the future (past the tolerance).
        maxTokenAge: MAX_ID_TOKEN_AGE_S,
        requiredClaims: ["sub", "exp", "iat"],
      });
      // OIDC Core 3.1.3.7: an azp, when present, must be our client id.
      if (payload.azp !== undefined && payload.azp !== options.clientId) {
        throw new IdTokenRejectedError("party");
      }
      const claims = /** @type {IdTokenClaims} */ (payload);
      verified.remember(token, claims);
      return claims;
    } catch (error) {
      if (error instanceof IdTokenRejectedError) throw error;
      const reason = rejectionOf(error);
      if (reason) throw new IdTokenRejectedError(reason);
      throw new IdentityProviderUnavailableError(
        `identity provider keys unavailable: ${/** @type {Error} */ (error).message}`,
      );
    }
  }
}

/** @param {string} value */
function constant(value) {
  return () => value;
}

/** Tokens remembered at once; the oldest goes first. */
const MAX_VERIFIED_TOKENS = 1000;

/**
 * Tokens that verified fully, under their exact text, until their expiry or their maximum age,
 * whichever comes first (without the clock tolerance: past that a token is checked afresh). A
 * signature check through WebCrypto costs about 1.5 ms of the thread, so a user's next requests
 * (a screen's three queries, or a flood of thousands) cost a look-up instead. A stolen token is
 * good until it expires or its session ends either way; a token that was never verified is never
 * found here.
 */
class VerifiedTokens {
  /** @type {Map<string, { claims: IdTokenClaims, untilMs: number }>} */
  #tokens = new Map();

  /** @param {string} token @returns {IdTokenClaims | undefined} */
  get(token) {
    const entry = this.#tokens.get(token);
    if (!entry) return undefined;
    if (Date.now() < entry.untilMs) return entry.claims;
    this.#tokens.delete(token);
    return undefined;
  }

  /** @param {string} token @param {IdTokenClaims} claims */
  remember(token, claims) {
    const untilS = Math.min(Number(claims.exp), Number(claims.iat) + MAX_ID_TOKEN_AGE_S);
    if (!Number.isFinite(untilS)) return;
    if (this.#tokens.size >= MAX_VERIFIED_TOKENS) {
      const oldest = this.#tokens.keys().next().value;
      if (oldest !== undefined) this.#tokens.delete(oldest);
    }
    this.#tokens.set(token, { claims, untilMs: untilS * 1000 });
  }
}
