"use client";

import { useCallback } from "react";

import { userManager } from "@/lib/portal/identity-client";

import { usePortalContext } from "./portal-context";

/** Reads the current access token at call time, so a renewal in between is picked up. */
export function useAccessToken(): () => Promise<string> {
  const { identity, localeUrlCode } = usePortalContext();
  return useCallback(async () => {
    const user = await userManager(identity, localeUrlCode).getUser();
    if (!user?.access_token) throw new Error("access token not found");
    return user.access_token;
  }, [identity, localeUrlCode]);
}
