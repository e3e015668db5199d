"use client";

import { Button } from "@/components/ui/button";
import type { OwnAccessAction } from "@/lib/portal/own-access";
import type { ServiceId } from "@/lib/portal/service-status";

import { messageOf } from "../portal-error";
import type { OwnAccessOutcome } from "./own-access-outcome";
import { useChangeOwnAccess } from "./use-account-api";

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
  const change = useChangeOwnAccess();

  // Awaited here, not told through mutate's callbacks: those are dropped once the button has gone.
  async function run() {
    try {
      await change.mutateAsync({ service, action });
      onOutcome({ service, action });
    } catch (error) {
      onOutcome({ service, action, failure: messageOf(error) });
    }
  }

  return (
    <Button onClick={run} loading={change.isPending} className="self-start">
      {label}
    </Button>
  );
}
