"use client";

import { useCallback } from "react";

import { userManager } from "@/lib/portal/identity-client";

import { usePortalContext } from "./portal-context";

/**
 * Reads the current ID token at call time, so a renewal in between is picked up: the portal back
 * end and the upload route authorize with it (spec 001 §7).
 */
export function useIdToken(): () => Promise<string> {
  const { identity, localeUrlCode } = usePortalContext();
  return useCallback(async () => {
    const user = await userManager(identity, localeUrlCode).getUser();
    if (!user?.id_token) throw new Error("ID token not found");
    return user.id_token;
  }, [identity, localeUrlCode]);
}
