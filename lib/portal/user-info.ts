import type { User, UserManager } from "oidc-client-ts";

import { IDENTITY_TIMEOUT_S } from "./identity-settings";

/** Spec 001 §8, the identity error logged when the userinfo call fails. */
const USER_INFO_FAILED = "failed to get user info";

/**
 * The userinfo answer's claims, if they may be used: a JSON object whose `sub` is the ID token's
 * (OpenID Connect Core 5.3.2: otherwise the answer must not be used).
 */
export function userInfoClaims(answer: unknown, idTokenSubject: string): Record<string, unknown> {
  if (typeof answer !== "object" || answer === null || Array.isArray(answer)) {
    throw new Error("the userinfo answer is no JSON object");
  }
  const claims = answer as Record<string, unknown>;
  if (claims.sub !== idTokenSubject) {
    throw new Error("the userinfo answer names another subject than the ID token");
  }
  return claims;
}

async function fetchUserInfo(manager: UserManager, user: User): Promise<Record<string, unknown>> {
  const endpoint = await manager.metadataService.getUserInfoEndpoint();
  const response = await fetch(endpoint, {
    headers: { Authorization: `Bearer ${user.access_token}`, Accept: "application/json" },
    signal: AbortSignal.timeout(IDENTITY_TIMEOUT_S * 1000),
  });
  if (!response.ok) throw new Error(`the userinfo endpoint answered ${response.status}`);
  return userInfoClaims(await response.json(), user.profile.sub);
}

/**
 * Spec 001 §7: after a sign-in or a renewal, the user's claims come from the provider's userinfo
 * endpoint (bearer: the access token) and replace the ID token's in the stored user, so the
 * header and the portal show them. When the call fails the ID token's claims stay, and the
 * §8 error is logged: the visitor stays signed in.
 */
export async function withUserInfo(manager: UserManager, user: User): Promise<User> {
  try {
    const claims = await fetchUserInfo(manager, user);
    user.profile = { ...user.profile, ...claims, sub: user.profile.sub };
    await manager.storeUser(user);
  } catch (error) {
    console.warn(USER_INFO_FAILED, error);
  }
  return user;
}
