import type { UserManagerSettings } from "oidc-client-ts";

/** Where and as whom the browser signs in; from the server's configuration, read at run time. */
export interface IdentitySettings {
  issuer: string;
  clientId: string;
  scope: string;
}

/** Spec 001 §9: identity requests (and the hidden frame) give up after 3000 ms. */
export const IDENTITY_TIMEOUT_S = 3;
/** Spec 001 §9: tokens are renewed when their expiry comes within 180 seconds. */
const RENEWAL_THRESHOLD_S = 180;
/** Spec 001 §9: still signed out after the sign-in attempt, the portal goes home after 30 s. */
export const FAILED_LOGIN_WAIT_MS = 30_000;

/**
 * The oidc-client-ts settings of spec 001 §4, §7, §9 for a page in a locale (the portal contract).
 * Renewal is run by the portal itself (revoke, then renew in the hidden frame), so the library's
 * automatic renewal stays off; the threshold still drives its "expiring" event.
 */
export function userManagerSettings(
  identity: IdentitySettings,
  origin: string,
  localeUrlCode: string,
): UserManagerSettings {
  return {
    authority: identity.issuer,
    client_id: identity.clientId,
    scope: identity.scope,
    response_type: "code",
    redirect_uri: `${origin}/${localeUrlCode}/callback`,
    // The light page without locale: no site layout to load in the hidden frame at each renewal.
    silent_redirect_uri: `${origin}/blank-callback`,
    post_logout_redirect_uri: `${origin}/${localeUrlCode}`,
    automaticSilentRenew: false,
    accessTokenExpiringNotificationTimeInSeconds: RENEWAL_THRESHOLD_S,
    silentRequestTimeoutInSeconds: IDENTITY_TIMEOUT_S,
    requestTimeoutInSeconds: IDENTITY_TIMEOUT_S,
    revokeTokensOnSignout: true,
    // oidc-provider answers revocation with an empty text/plain body.
    revokeTokenAdditionalContentTypes: ["text/plain"],
    // The portal reads userinfo itself (lib/portal/user-info.ts), so that a failure falls back
    // to the ID token's claims instead of failing the sign-in as the library's own call would.
    loadUserInfo: false,
    ui_locales: localeUrlCode,
  };
}

/** The sessionStorage key under which oidc-client-ts keeps the signed-in user. */
export function storedUserKey(identity: Pick<IdentitySettings, "issuer" | "clientId">): string {
  return `oidc.user:${identity.issuer}:${identity.clientId}`;
}
