"use client";

import { useState } from "react";

import { Button } from "@/components/ui/button";
import { AcceptInvitationDocument, RequestAccessDocument } from "@/graphql/generated/portal";
import { renewTokens, userManager } from "@/lib/portal/identity-client";
import type { OwnAccessAction } from "@/lib/portal/own-access";
import { portalQuery } from "@/lib/portal/portal-graphql";
import type { ServiceId } from "@/lib/portal/service-status";
import { usePortalSession } from "@/stores/portal-session";

import type { OwnAccessOutcome } from "./own-access-outcome";
import { usePortalContext } from "./portal-context";
import { messageOf } from "./portal-error";
import { useIdToken } from "./use-stored-token";

/**
 * "Accept invitation" or "Register or request access" for the signed-in user's own access. The
 * portal back end changes the access record; then the tokens are renewed, because the identity
 * provider reads the roles from those records: the new status is what the next token says. The
 * button goes away with the old status, so the outcome is told by the parent.
 */
export function OwnAccessButton({
  service,
  action,
  label,
  onOutcome,
}: {
  service: ServiceId;
  action: OwnAccessAction;
  label: string;
  onOutcome: (outcome: OwnAccessOutcome) => void;
}) {
  const { identity, localeUrlCode } = usePortalContext();
  const idToken = useIdToken();
  const signedIn = usePortalSession((state) => state.signedIn);
  const [isBusy, setBusy] = useState(false);

  async function run() {
    setBusy(true);
    let failure: string | null = null;
    try {
      const variables = { application: service };
      if (action === "acceptInvitation") {
        await portalQuery(AcceptInvitationDocument, variables, await idToken());
      } else await portalQuery(RequestAccessDocument, variables, await idToken());
    } catch (error) {
      failure = messageOf(error);
    }
    try {
      // Also after a refusal: the status may have changed since the token was issued.
      const user = await renewTokens(userManager(identity, localeUrlCode));
      signedIn(user.profile);
    } catch (error) {
      failure ??= messageOf(error);
    }
    setBusy(false);
    onOutcome(failure === null ? { service, action } : { service, action, failure });
  }

  return (
    <Button onClick={run} loading={isBusy} className="self-start">
      {label}
    </Button>
  );
}
