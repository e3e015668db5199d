"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { type Account, changeMfa } from "@/lib/portal/account-api";

import { usePortalContext } from "./portal-context";
import { messageOf } from "./portal-error";
import { useAccessToken } from "./use-stored-token";

type Outcome = { kind: "done"; action: "enable" | "reset" } | { kind: "failed"; details: string };

/** Enable or reset multi-factor authentication (spec 001 §2); internal employees may too. */
export function MfaSection({
  account,
  onChanged,
}: {
  account: Account;
  onChanged: (account: Account) => void;
}) {
  const t = useTranslations("Account");
  const { identity } = usePortalContext();
  const accessToken = useAccessToken();
  const [isBusy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const action = account.mfaEnabled ? "reset" : "enable";

  const run = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      onChanged(await changeMfa(identity, await accessToken(), action));
      setOutcome({ kind: "done", action });
    } catch (error) {
      setOutcome({ kind: "failed", details: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="mfa-heading" className="space-y-3">
      <h2 id="mfa-heading" className="text-2xl font-bold">
        {t("mfaHeading")}
      </h2>
      <p>{account.mfaEnabled ? t("mfaOn") : t("mfaOff")}</p>
      <Button variant="secondary" onClick={run} loading={isBusy}>
        {account.mfaEnabled ? t("resetMfa") : t("enableMfa")}
      </Button>
      <div aria-live="polite">
        {outcome?.kind === "done" ? (
          <p className="text-green-800">
            {outcome.action === "enable" ? t("mfaEnabled") : t("mfaReset")}
          </p>
        ) : null}
        {outcome?.kind === "failed" ? (
          <p role="alert" className="text-red-800">
            {t("mfaFailed", { details: outcome.details })}
          </p>
        ) : null}
      </div>
    </section>
  );
}
