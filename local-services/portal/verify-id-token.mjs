import { createRemoteJWKSet, errors, jwtVerify } from "jose";

/**
 * The portal back end's ID-token check: the same rules as the site's tickets proxy
 * (lib/identity/verify-id-token.ts; one test table runs against both): signature against the
 * issuer's JWKS (found through its discovery document, cached), asymmetric algorithms only,
 * issuer, audience, expiry with a small clock tolerance.
 */
export const ID_TOKEN_ALGORITHMS = ["RS256", "ES256", "PS256"];
const CLOCK_TOLERANCE_S = 30;

export class IdTokenRejectedError extends Error {
  /** @param {string} reason @param {string} message */
  constructor(reason, message) {
    super(message);
    this.reason = reason;
  }
}

export class IdentityProviderUnavailableError extends Error {}

/** @param {unknown} error @returns {[string, string] | null} */
function rejectionOf(error) {
  if (error instanceof errors.JWTExpired) return ["expired", "The ID token has expired"];
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === "iss") return ["issuer", "The ID token was issued by another provider"];
    if (error.claim === "aud") return ["audience", "The ID token was issued for another client"];
    return ["claims", "The ID token lacks a required claim"];
  }
  if (error instanceof errors.JOSEAlgNotAllowed || error instanceof errors.JOSENotSupported) {
    return ["algorithm", "The ID token's signing algorithm is not allowed"];
  }
  if (
    error instanceof errors.JWSSignatureVerificationFailed ||
    error instanceof errors.JWKSNoMatchingKey ||
    error instanceof errors.JWKSMultipleMatchingKeys
  ) {
    return ["signature", "The ID token's signature does not verify"];
  }
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid) {
    return ["malformed", "The ID token is not a well-formed signed JWT"];
  }
  return null;
}

/**
 * @param {object} options
 * @param {() => string} options.issuer read on first use (the local services learn their port late)
 * @param {string} options.clientId
 * @param {number} [options.timeoutMs]
 */
export function createIdTokenVerifier({ issuer, clientId, timeoutMs = 3000 }) {
  /** @type {Promise<ReturnType<typeof createRemoteJWKSet>> | null} */
  let keySet = null;

  async function discoverKeySet() {
    const url = `${issuer()}/.well-known/openid-configuration`;
    /** @type {any} */
    let discovery;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`discovery answered ${response.status}`);
      discovery = await response.json();
    } catch (error) {
      throw new IdentityProviderUnavailableError(
        `identity provider discovery failed: ${/** @type {Error} */ (error).message}`,
      );
    }
    if (discovery.issuer !== issuer() || typeof discovery.jwks_uri !== "string") {
      throw new IdentityProviderUnavailableError(`discovery at ${url} names another issuer`);
    }
    return createRemoteJWKSet(new URL(discovery.jwks_uri), { timeoutDuration: timeoutMs });
  }

  /**
   * @param {string | null | undefined} token
   * @returns {Promise<import('jose').JWTPayload & { sub: string }>}
   */
  return async function verifyIdToken(token) {
    if (!token) throw new IdTokenRejectedError("missing", "The x-id-token header is missing");
    keySet ??= discoverKeySet().catch((error) => {
      keySet = null;
      throw error;
    });
    const jwks = await keySet;
    try {
      const { payload } = await jwtVerify(token, jwks, {
        issuer: issuer(),
        audience: clientId,
        algorithms: ID_TOKEN_ALGORITHMS,
        clockTolerance: CLOCK_TOLERANCE_S,
        requiredClaims: ["sub", "exp", "iat"],
      });
      return /** @type {import('jose').JWTPayload & { sub: string }} */ (payload);
    } catch (error) {
      const rejection = rejectionOf(error);
      if (rejection) throw new IdTokenRejectedError(...rejection);
      throw new IdentityProviderUnavailableError(
        `identity provider keys unavailable: ${/** @type {Error} */ (error).message}`,
      );
    }
  };
}
