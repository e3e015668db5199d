"use client";

import { useEffect } from "react";

import { userManager } from "@/lib/portal/identity-client";
import type { IdentitySettings } from "@/lib/portal/identity-settings";

/** Hands the provider's answer in the hidden frame to the portal page that opened the frame. */
export function SilentRenewalReturn({ identity }: { identity: IdentitySettings }) {
  useEffect(() => {
    // The locale does not matter here: the frame only passes its address on.
    userManager(identity, "en")
      .signinSilentCallback()
      .catch((error: unknown) => console.warn("The silent renewal could not be completed", error));
  }, [identity]);
  return null;
}
