"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

import { Spinner } from "@/components/ui/spinner";
import { type Account, readAccount } from "@/lib/portal/account-api";

import { DeleteAccountSection } from "./delete-account-section";
import { MfaSection } from "./mfa-section";
import { PasswordSection } from "./password-section";
import { usePortalContext } from "./portal-context";
import { messageOf } from "./portal-error";
import { type Option, ProfileForm } from "./profile-form";
import { useAccessToken } from "./use-stored-token";

interface AccountSettingsProps {
  countries: Option[];
  languages: Option[];
}

/**
 * Account settings (spec 001 §2, §6): profile, password, MFA and deleting the account, backed by
 * the identity site. Internal employees see their profile read-only and change no password here,
 * but may reset MFA.
 */
export function AccountSettings({ countries, languages }: AccountSettingsProps) {
  const t = useTranslations("Account");
  const { identity } = usePortalContext();
  const accessToken = useAccessToken();
  const [account, setAccount] = useState<Account | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    accessToken()
      .then((token) => readAccount(identity, token))
      .then(setAccount)
      .catch((error: unknown) => setLoadError(messageOf(error)));
  }, [accessToken, identity]);

  if (loadError) {
    return (
      <p role="alert" className="text-red-800">
        {t("loadFailed", { details: loadError })}
      </p>
    );
  }
  if (!account) return <Spinner label={t("loading")} />;
  return (
    <div className="space-y-10">
      <ProfileForm
        account={account}
        countries={countries}
        languages={languages}
        onSaved={setAccount}
      />
      <PasswordSection isInternal={account.internal} />
      <MfaSection account={account} onChanged={setAccount} />
      <DeleteAccountSection account={account} />
    </div>
  );
}
