"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import type { Account, MfaSetup } from "@/lib/portal/account/account";

import { messageOf } from "../portal-error";
import { MfaSetupForm } from "./mfa-setup-form";
import { useResetMfa, useStartMfa } from "./use-account-api";

/**
 * Enable or reset multi-factor authentication (spec 001 §2); internal employees may too.
 * Enabling shows a secret for an authenticator app and is confirmed only with a code of it;
 * from then on the sign-in asks for a code after the password. Reset removes it.
 */
export function MfaSection({ account }: { account: Account }) {
  const t = useTranslations("Account");
  const start = useStartMfa();
  const reset = useResetMfa();
  const [setup, setSetup] = useState<MfaSetup | null>(null);
  const [outcome, setOutcome] = useState<"enabled" | "reset" | null>(null);
  const failed = start.error ?? reset.error;

  const enable = () => {
    setOutcome(null);
    reset.reset();
    start.mutate(undefined, { onSuccess: setSetup });
  };
  const remove = () => {
    setOutcome(null);
    start.reset();
    reset.mutate(undefined, { onSuccess: () => setOutcome("reset") });
  };

  return (
    <section aria-labelledby="mfa-heading" className="space-y-3">
      <h2 id="mfa-heading" className="text-2xl font-bold">
        {t("mfaHeading")}
      </h2>
      <p>{account.mfaEnabled ? t("mfaOn") : t("mfaOff")}</p>
      {setup && !account.mfaEnabled ? (
        <MfaSetupForm
          setup={setup}
          onConfirmed={() => {
            setSetup(null);
            setOutcome("enabled");
          }}
          onCancel={() => setSetup(null)}
        />
      ) : (
        <Button
          variant="secondary"
          onClick={account.mfaEnabled ? remove : enable}
          loading={start.isPending || reset.isPending}
        >
          {account.mfaEnabled ? t("resetMfa") : t("enableMfa")}
        </Button>
      )}
      <div aria-live="polite">
        {outcome === "enabled" ? <p className="text-green-800">{t("mfaEnabled")}</p> : null}
        {outcome === "reset" ? <p className="text-green-800">{t("mfaReset")}</p> : null}
        {failed ? (
          <p role="alert" className="text-red-800">
            {t("mfaFailed", { details: messageOf(failed) })}
          </p>
        ) : null}
      </div>
    </section>
  );
}
