import type { IdentitySettings } from "../identity-settings";

/** A page of the identity site (password change, MFA) that comes back to `returnTo`. */
export function identitySitePage(
  identity: IdentitySettings,
  page: "password" | "mfa",
  returnTo: string,
): string {
  return `${identity.issuer}/account/${page}?return_to=${encodeURIComponent(returnTo)}`;
}
