"use client";

import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import type { Account } from "@/lib/portal/account/account";

import { messageOf } from "../portal-error";
import { useChangeMfa } from "./use-account-api";

/** Enable or reset multi-factor authentication (spec 001 §2); internal employees may too. */
export function MfaSection({ account }: { account: Account }) {
  const t = useTranslations("Account");
  const change = useChangeMfa();

  return (
    <section aria-labelledby="mfa-heading" className="space-y-3">
      <h2 id="mfa-heading" className="text-2xl font-bold">
        {t("mfaHeading")}
      </h2>
      <p>{account.mfaEnabled ? t("mfaOn") : t("mfaOff")}</p>
      <Button
        variant="secondary"
        onClick={() => change.mutate(account.mfaEnabled ? "reset" : "enable")}
        loading={change.isPending}
      >
        {account.mfaEnabled ? t("resetMfa") : t("enableMfa")}
      </Button>
      <div aria-live="polite">
        {change.isSuccess ? (
          <p className="text-green-800">
            {change.variables === "enable" ? t("mfaEnabled") : t("mfaReset")}
          </p>
        ) : null}
        {change.isError ? (
          <p role="alert" className="text-red-800">
            {t("mfaFailed", { details: messageOf(change.error) })}
          </p>
        ) : null}
      </div>
    </section>
  );
}
