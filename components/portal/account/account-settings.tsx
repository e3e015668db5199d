"use client";

import { useTranslations } from "next-intl";

import { Spinner } from "@/components/ui/spinner";

import { messageOf } from "../portal-error";
import { DeleteAccountSection } from "./delete-account-section";
import { MfaSection } from "./mfa-section";
import { PasswordSection } from "./password-section";
import { type Option, ProfileForm } from "./profile-form";
import { useAccount } from "./use-account-api";

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
  const { data: account, error } = useAccount();

  if (error) {
    return (
      <p role="alert" className="text-red-800">
        {t("loadFailed", { details: messageOf(error) })}
      </p>
    );
  }
  if (!account) return <Spinner label={t("loading")} />;
  return (
    <div className="space-y-10">
      <ProfileForm account={account} countries={countries} languages={languages} />
      <PasswordSection isInternal={account.internal} />
      <MfaSection account={account} />
      <DeleteAccountSection account={account} />
    </div>
  );
}
