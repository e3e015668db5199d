import "server-only";

import { config } from "@/lib/config";

import type { IdentitySettings } from "./identity-settings";

/**
 * The identity provider the browser signs in with, from the server configuration
 * (`OIDC_ISSUER`, `OIDC_CLIENT_ID`), handed to client components as props so operators
 * configure it at run time.
 */
export function identitySettings(): IdentitySettings {
  return config.identity;
}
