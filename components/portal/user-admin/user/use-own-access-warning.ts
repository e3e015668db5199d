"use client";

import { useState } from "react";

import { refusalOf } from "@/lib/portal/user-admin/user-detail-view";

/**
 * The spec 001 §8 warning before a change that ends the administrator's own administration of an
 * organization: shown from the start where this page sees the loss, or once the back end asks for
 * it (ownAccessWarning), before anything changes. Only an attempt made while it shows
 * acknowledges the loss.
 */
export function useOwnAccessWarning(warnsFromStart: boolean) {
  const [isWarned, setWarned] = useState(warnsFromStart);
  return {
    isWarned,
    /** One attempt: whether it acknowledges the loss, and what its refusal does. */
    attempt() {
      const acknowledged = isWarned;
      const onError = (error: unknown) => {
        if (!acknowledged && refusalOf(error) === "ownAccessWarning") setWarned(true);
      };
      return { acknowledged, onError };
    },
    /** The failure to show: the warning that came back is shown as the warning, not as a failure. */
    failureOf(error: unknown): unknown {
      return isWarned && refusalOf(error) === "ownAccessWarning" ? null : error;
    },
  };
}
