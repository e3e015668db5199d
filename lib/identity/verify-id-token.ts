/**
 * The site's side of the one ID-token check (contracts/identity/verify-id-token.mjs), which the
 * portal back end stand-in runs too: the same rules at every door (docs/security.md "ID tokens at
 * every door"). Logouts are the back end's to know; every site door that acts on a token sends it
 * on to the back end.
 */
import type { IdTokenClaims, IdTokenRejection } from "@/contracts/identity/verify-id-token.mjs";

export {
  CLOCK_TOLERANCE_S,
  createIdTokenVerifier,
  ID_TOKEN_ALGORITHMS,
  IdentityProviderUnavailableError,
  IdTokenRejectedError,
  MAX_ID_TOKEN_AGE_S,
} from "@/contracts/identity/verify-id-token.mjs";
export type { IdTokenClaims, IdTokenRejection };

export type VerifyIdToken = (token: string | null | undefined) => Promise<IdTokenClaims>;
