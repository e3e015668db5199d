import { type User, UserManager, WebStorageStateStore } from "oidc-client-ts";

import { type IdentitySettings, userManagerSettings } from "./identity-settings";
import { withUserInfo } from "./user-info";

const managers = new Map<string, UserManager>();

/** What a sign-in carries through the provider: where it goes once done, and where on cancel. */
export interface SignInState {
  returnTo: string;
  from: string;
}

/** Whether a sign-in's state, read back from the provider's answer, is one this site started. */
export function isSignInState(value: unknown): value is SignInState {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as Record<string, unknown>).returnTo === "string" &&
    typeof (value as Record<string, unknown>).from === "string"
  );
}

/**
 * The browser's one UserManager per provider and locale. Tokens and sign-in state live in
 * sessionStorage only: they end with the tab.
 */
export function userManager(identity: IdentitySettings, localeUrlCode: string): UserManager {
  const key = `${identity.issuer} ${identity.clientId} ${localeUrlCode}`;
  let manager = managers.get(key);
  if (!manager) {
    const store = new WebStorageStateStore({ store: window.sessionStorage });
    manager = new UserManager({
      ...userManagerSettings(identity, window.location.origin, localeUrlCode),
      userStore: store,
      stateStore: store,
    });
    managers.set(key, manager);
  }
  return manager;
}

/**
 * Forgets every sign-in this tab started and never finished (a silent check that timed out leaves
 * its state behind), so nothing of the session stays in storage after logout.
 */
export async function forgetUnfinishedSignIns(manager: UserManager): Promise<void> {
  const { stateStore } = manager.settings;
  for (const key of await stateStore.getAllKeys()) await stateStore.remove(key);
}

/** Whether a user's tokens are still valid: the silent check of spec 001 §4. */
export function isAuthenticated(user: User | null): user is User {
  return user !== null && (user.expires_in ?? 0) > 0;
}

/**
 * Token renewal (spec 001 §4): the existing tokens are revoked and deleted, then new ones are
 * fetched in the hidden frame with the provider's session, and the user's claims read from
 * userinfo (spec 001 §7). Revocation failures are tolerated (spec 001 §8); a failed renewal
 * throws the identity error.
 */
export async function renewTokens(manager: UserManager): Promise<User> {
  const current = await manager.getUser();
  if (current) {
    try {
      await manager.revokeTokens(["access_token", "refresh_token"]);
    } catch (error) {
      console.warn("Revoking the old tokens before renewal failed", error);
    }
    await manager.removeUser();
  }
  const renewed = await manager.signinSilent();
  if (!isAuthenticated(renewed)) throw new Error("Renewal returned no valid token");
  return withUserInfo(manager, renewed);
}

/**
 * Signs in again where the visitor is, coming back to `returnTo` (a path of this site), or to
 * `from` when the visitor cancels at the provider (the page the sign-in started on).
 */
export function signInAgain(
  manager: UserManager,
  returnTo: string,
  from: string = returnTo,
): Promise<void> {
  return manager.signinRedirect({ state: { returnTo, from } satisfies SignInState });
}
