"use client";

import { useCallback } from "react";

import { userManager } from "@/lib/portal/identity-client";
import { MissingTokenError } from "@/lib/portal/session-ended";

import { usePortalContext } from "./portal-context";

/**
 * Reads one of the signed-in user's tokens at call time, so a renewal in between is picked up:
 * the access token for the identity site's account API, the ID token for the portal back end and
 * the upload route (spec 001 §7).
 */
function useStoredToken(kind: "access_token" | "id_token", missing: string) {
  const { identity, localeUrlCode } = usePortalContext();
  return useCallback(async () => {
    const user = await userManager(identity, localeUrlCode).getUser();
    const token = user?.[kind];
    if (!token) throw new MissingTokenError(missing);
    return token;
  }, [identity, localeUrlCode, kind, missing]);
}

export function useAccessToken(): () => Promise<string> {
  return useStoredToken("access_token", "access token not found");
}

export function useIdToken(): () => Promise<string> {
  return useStoredToken("id_token", "ID token not found");
}
