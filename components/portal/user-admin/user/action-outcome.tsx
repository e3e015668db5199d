"use client";

import { useTranslations } from "next-intl";
import { type RefObject } from "react";

import { CopyField } from "@/components/ui/copy-field";

export interface Outcome {
  text: string;
  /** A new invitation's whole link, shown once (only its hash is kept). */
  invitationUrl: string | null;
}

/**
 * What the last action did, in a live region that is always there (so the change is announced);
 * it takes the focus after the dialog closed, as the button that opened it may have gone.
 */
export function ActionOutcome({
  outcome,
  focusRef,
}: {
  outcome: Outcome | null;
  focusRef: RefObject<HTMLDivElement | null>;
}) {
  const t = useTranslations("UserAdminUser");
  return (
    <div role="status" data-testid="action-outcome">
      {outcome ? (
        <div
          ref={focusRef}
          tabIndex={-1}
          className="space-y-3 rounded border-l-4 border-[#2b7a3d] bg-[#edf7ef] p-4 text-navy-900"
        >
          <p className="font-semibold">{outcome.text}</p>
          {outcome.invitationUrl ? (
            <>
              <CopyField
                value={outcome.invitationUrl}
                texts={{
                  label: t("invitationLink"),
                  copy: t("copyLink"),
                  copyLabel: t("copyLinkLabel"),
                  copied: t("linkCopied"),
                  copyFailed: t("linkCopyFailed"),
                }}
              />
              <p className="text-sm">{t("invitationLinkHint")}</p>
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
