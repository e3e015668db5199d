import { createIdTokenVerifier } from "../../contracts/identity/verify-id-token.mjs";
import { CLIENT_ID } from "../oidc/provider.mjs";

/** Discovery and keys of the identity provider (spec 001 §9: identity requests 3000 ms). */
export const IDENTITY_TIMEOUT_MS = 3000;

/**
 * The portal back end's ID-token check: the site's tickets proxy's, from the same file
 * (contracts/identity/verify-id-token.mjs; one test table runs against both doors), plus the one
 * rule only the back end can apply: a token whose session has ended (the provider's back-channel
 * logout, ./backchannel-logout.mjs) is refused.
 * @param {object} options
 * @param {() => string} options.issuer read on first use (the local services learn their port late)
 * @param {Pick<import('./ended-sessions.mjs').EndedSessions, 'isSignedOut'>} options.endedSessions
 * @param {string} [options.clientId]
 * @param {number} [options.timeoutMs]
 */
export function createPortalIdTokenVerifier({
  issuer,
  endedSessions,
  clientId = CLIENT_ID,
  timeoutMs = IDENTITY_TIMEOUT_MS,
}) {
  return createIdTokenVerifier({
    issuer,
    clientId,
    timeoutMs,
    isSignedOut: (claims) => endedSessions.isSignedOut(claims),
  });
}
