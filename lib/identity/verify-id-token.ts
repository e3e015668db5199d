import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from "jose";

/**
 * Asymmetric algorithms only: never `none`, never HS* (a public key used as an HMAC secret would
 * let anybody sign). The provider signs with RS256; ES256 and PS256 cover a key change.
 */
export const ID_TOKEN_ALGORITHMS = ["RS256", "ES256", "PS256"] as const;
/** Clocks of the provider and this server may differ a little; not more. */
export const CLOCK_TOLERANCE_S = 30;
/**
 * The oldest ID token accepted, by its `iat`, whatever its `exp` says: a provider that issues
 * long-lived ID tokens must not make a stolen one good for days. The portal renews its tokens
 * well within this (spec 001 §9: 180 s before the access token expires).
 */
export const MAX_ID_TOKEN_AGE_S = 60 * 60;

type IdTokenRejection =
  | "missing"
  | "malformed"
  | "algorithm"
  | "signature"
  | "expired"
  | "issuer"
  | "audience"
  | "party"
  | "too-old"
  | "claims";

const REJECTION_MESSAGES: Record<IdTokenRejection, string> = {
  missing: "The x-id-token header is missing",
  malformed: "The ID token is not a well-formed signed JWT",
  algorithm: "The ID token's signing algorithm is not allowed",
  signature: "The ID token's signature does not verify against the identity provider's keys",
  expired: "The ID token has expired",
  issuer: "The ID token was issued by another identity provider",
  audience: "The ID token was issued for another client",
  party: "The ID token was issued to another authorized party (azp)",
  "too-old": `The ID token was issued more than ${MAX_ID_TOKEN_AGE_S} seconds ago`,
  claims: "The ID token lacks a required claim",
};

/** The token is not acceptable: the caller answers 401. */
export class IdTokenRejectedError extends Error {
  override name = "IdTokenRejectedError";

  constructor(readonly reason: IdTokenRejection) {
    super(REJECTION_MESSAGES[reason]);
  }
}

/** The provider's discovery document or keys could not be read: the caller answers 503. */
export class IdentityProviderUnavailableError extends Error {
  override name = "IdentityProviderUnavailableError";
}

export interface IdTokenClaims extends JWTPayload {
  sub: string;
  name?: string;
  given_name?: string;
  family_name?: string;
  email?: string;
  roles?: string[] | string;
}

interface IdTokenVerifierOptions {
  /** The issuer identifier, compared with `iss` exactly; its discovery document names the JWKS. */
  issuer: string;
  /** The site's client id: the only audience accepted. */
  clientId: string;
  /** For the discovery document and the key set each. */
  timeoutMs: number;
}

function rejectionOf(error: unknown): IdTokenRejection | null {
  // jose reports an `iat` beyond maxTokenAge as expired, naming the claim.
  if (error instanceof errors.JWTExpired) return error.claim === "iat" ? "too-old" : "expired";
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === "iss") return "issuer";
    if (error.claim === "aud") return "audience";
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
 * Verifies ID tokens of one provider fully (DESIGN.md "Security design"): signature against the
 * provider's JWKS (fetched once through its discovery document, then cached and refreshed by
 * jose when an unknown key id appears), algorithm allow-list, issuer, audience, the authorized
 * party where the token names one, expiry and age.
 */
export function createIdTokenVerifier(options: IdTokenVerifierOptions) {
  let keySet: Promise<ReturnType<typeof createRemoteJWKSet>> | null = null;

  async function discoverKeySet() {
    const url = `${options.issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`;
    let discovery: { issuer?: unknown; jwks_uri?: unknown };
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs) });
      if (!response.ok) throw new Error(`discovery answered ${response.status}`);
      discovery = (await response.json()) as typeof discovery;
    } catch (error) {
      throw new IdentityProviderUnavailableError(
        `identity provider discovery failed: ${(error as Error).message}`,
      );
    }
    if (discovery.issuer !== options.issuer || typeof discovery.jwks_uri !== "string") {
      throw new IdentityProviderUnavailableError(
        `identity provider discovery at ${url} does not describe issuer ${options.issuer}`,
      );
    }
    return createRemoteJWKSet(new URL(discovery.jwks_uri), { timeoutDuration: options.timeoutMs });
  }

  function keys() {
    keySet ??= discoverKeySet().catch((error: unknown) => {
      keySet = null; // the next request tries again
      throw error;
    });
    return keySet;
  }

  const verified = new VerifiedTokens();

  return async function verifyIdToken(token: string | null | undefined): Promise<IdTokenClaims> {
    if (!token) throw new IdTokenRejectedError("missing");
    const known = verified.get(token);
    if (known) return known;
    const jwks = await keys();
    try {
      const { payload } = await jwtVerify(token, jwks, {
        issuer: options.issuer,
        audience: options.clientId,
        algorithms: [...ID_TOKEN_ALGORITHMS],
        clockTolerance: CLOCK_TOLERANCE_S,
        maxTokenAge: MAX_ID_TOKEN_AGE_S,
        requiredClaims: ["sub", "exp", "iat"],
      });
      // OIDC Core 3.1.3.7: an azp, when present, must be our client id.
      if (payload.azp !== undefined && payload.azp !== options.clientId) {
        throw new IdTokenRejectedError("party");
      }
      verified.remember(token, payload as IdTokenClaims);
      return payload as IdTokenClaims;
    } catch (error) {
      if (error instanceof IdTokenRejectedError) throw error;
      const reason = rejectionOf(error);
      if (reason) throw new IdTokenRejectedError(reason);
      throw new IdentityProviderUnavailableError(
        `identity provider keys unavailable: ${(error as Error).message}`,
      );
    }
  };
}

export type VerifyIdToken = ReturnType<typeof createIdTokenVerifier>;

/** Tokens remembered at once; the oldest goes first. */
const MAX_VERIFIED_TOKENS = 1000;

/**
 * Tokens that verified fully, under their exact text, until their expiry or their maximum age,
 * whichever comes first (without the clock tolerance: past that a token is checked afresh). A
 * signature check through WebCrypto costs about 1.5 ms of the thread, so a user's next requests
 * (a screen's three queries, or a flood of thousands) cost a look-up instead. A stolen token is
 * good until it expires either way; a token that was never verified is never found here.
 */
class VerifiedTokens {
  private readonly tokens = new Map<string, { claims: IdTokenClaims; untilMs: number }>();

  get(token: string): IdTokenClaims | undefined {
    const entry = this.tokens.get(token);
    if (!entry) return undefined;
    if (Date.now() < entry.untilMs) return entry.claims;
    this.tokens.delete(token);
    return undefined;
  }

  remember(token: string, claims: IdTokenClaims): void {
    const untilS = Math.min(Number(claims.exp), Number(claims.iat) + MAX_ID_TOKEN_AGE_S);
    if (!Number.isFinite(untilS)) return;
    if (this.tokens.size >= MAX_VERIFIED_TOKENS) {
      const oldest = this.tokens.keys().next().value;
      if (oldest !== undefined) this.tokens.delete(oldest);
    }
    this.tokens.set(token, { claims, untilMs: untilS * 1000 });
  }
}
