import "server-only";

import { config } from "@/lib/config";

import { createIdTokenVerifier } from "./verify-id-token";

/** One verifier per process, so the provider's key set is fetched once and then cached. */
export const verifySiteIdToken = createIdTokenVerifier({
  issuer: config.identity.issuer,
  clientId: config.identity.clientId,
  timeoutMs: config.httpTimeoutMs,
});
