"use client";

import { useCallback } from "react";

import { signInAgain, userManager } from "@/lib/portal/identity-client";

import { usePortalContext } from "./portal-context";

/** Sends the visitor to the provider's sign-in and back to this very page (path and query). */
export function useSignInAgain(): () => Promise<void> {
  const { identity, localeUrlCode } = usePortalContext();
  return useCallback(
    () =>
      signInAgain(
        userManager(identity, localeUrlCode),
        `${window.location.pathname}${window.location.search}`,
      ),
    [identity, localeUrlCode],
  );
}
