"use client";

import { create } from "zustand";

import { type CurrentUser, currentUserFromClaims } from "@/lib/portal/current-user";
import { type IdentitySettings, storedUserKey } from "@/lib/portal/identity-settings";

/** `unknown` until the page has looked at the stored session (or the portal checked it). */
type SessionStatus = "unknown" | "signed-in" | "signed-out";

interface PortalSessionState {
  status: SessionStatus;
  user: CurrentUser | null;
  signedIn: (claims: Record<string, unknown>) => void;
  signedOut: () => void;
  /**
   * Reads the session oidc-client-ts stored in this tab, without loading the library: the header
   * shows who is signed in on every page, the portal pages check and renew the tokens.
   */
  readStoredSession: (identity: IdentitySettings) => void;
}

function storedClaims(identity: IdentitySettings): Record<string, unknown> | null {
  try {
    const raw = window.sessionStorage.getItem(storedUserKey(identity));
    if (raw === null) return null;
    const stored: unknown = JSON.parse(raw);
    const profile =
      typeof stored === "object" && stored !== null && "profile" in stored ? stored.profile : null;
    return typeof profile === "object" && profile !== null
      ? (profile as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The signed-in user of this tab, shared by the header's user menu and the portal pages. */
export const usePortalSession = create<PortalSessionState>()((set, get) => ({
  status: "unknown",
  user: null,
  signedIn: (claims) => set({ status: "signed-in", user: currentUserFromClaims(claims) }),
  signedOut: () => set({ status: "signed-out", user: null }),
  readStoredSession: (identity) => {
    if (get().status !== "unknown") return;
    const claims = storedClaims(identity);
    if (claims) get().signedIn(claims);
    else get().signedOut();
  },
}));
