"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";

import type { OwnAccessAction } from "@/lib/portal/own-access";
import type { ServiceId } from "@/lib/portal/service-status";

export interface OwnAccessOutcome {
  service: ServiceId;
  action: OwnAccessAction;
  /** The technical details when the change did not go through. */
  failure?: string;
}

/**
 * What became of the user's "Accept invitation" or "Request access": said where the focus
 * lands, since the button that was pressed has gone with the old status.
 */
export function OwnAccessOutcomeMessage({ outcome }: { outcome: OwnAccessOutcome | null }) {
  const t = useTranslations("Portal");
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) message.current?.focus();
  }, [outcome]);
  if (!outcome) return null;
  const service = t(`service.${outcome.service}`);
  return outcome.failure === undefined ? (
    <div
      ref={message}
      tabIndex={-1}
      role="status"
      className="rounded border-l-4 border-green-700 bg-green-50 p-4 text-green-950"
    >
      {t(`ownAccessDone.${outcome.action}`, { service })}
    </div>
  ) : (
    <div
      ref={message}
      tabIndex={-1}
      role="alert"
      className="rounded border-l-4 border-red-700 bg-red-50 p-4 text-red-950"
    >
      <p>{t(`ownAccessFailed.${outcome.action}`, { service })}</p>
      <p className="mt-2 font-mono text-sm break-words">
        {t("technicalDetails", { details: outcome.failure })}
      </p>
    </div>
  );
}
