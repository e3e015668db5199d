"use client";

import { useTranslations } from "next-intl";
import { type FormEvent, useId, useMemo, useState } from "react";

import { Button } from "@/components/ui/button";
import { type Account, updateProfile } from "@/lib/portal/account-api";
import {
  type ProfileErrors,
  type ProfileValues,
  validateProfile,
} from "@/lib/portal/profile-schema";

import { usePortalContext } from "./portal-context";
import { messageOf } from "./portal-error";
import { useAccessToken } from "./use-stored-token";

export interface Option {
  code: string;
  name: string;
}

interface ProfileFormProps {
  account: Account;
  countries: Option[];
  languages: Option[];
  onSaved: (account: Account) => void;
}

const FIELD_CLASSES =
  "mt-1 block w-full rounded border border-theme-border bg-white px-3 py-2 aria-[invalid=true]:border-red-700";

/** The account's own country stays choosable even when the site does not list it. */
function withCurrent(options: Option[], code: string): Option[] {
  if (!code || options.some((option) => option.code === code)) return options;
  return [...options, { code, name: code }];
}

/** The profile of spec 001 §2, §5: editable names, country and language from the lists. */
export function ProfileForm({ account, countries, languages, onSaved }: ProfileFormProps) {
  const t = useTranslations("Account");
  const { identity } = usePortalContext();
  const accessToken = useAccessToken();
  const id = useId();
  const countryOptions = useMemo(
    () => withCurrent(countries, account.country),
    [countries, account.country],
  );
  const [values, setValues] = useState<Record<keyof ProfileValues, string>>({
    firstName: account.firstName,
    lastName: account.lastName,
    country: account.country,
    language: account.language,
  });
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [isSaving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ saved: true } | { failed: string } | null>(null);

  if (account.internal) {
    return (
      <section aria-labelledby={`${id}-heading`} className="space-y-3">
        <h2 id={`${id}-heading`} className="text-2xl font-bold">
          {t("profileHeading")}
        </h2>
        <p>{t("internalReadOnly")}</p>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1">
          <dt className="font-semibold">{t("email")}</dt>
          <dd>{account.email}</dd>
          <dt className="font-semibold">{t("firstName")}</dt>
          <dd>{account.firstName}</dd>
          <dt className="font-semibold">{t("lastName")}</dt>
          <dd>{account.lastName}</dd>
          <dt className="font-semibold">{t("country")}</dt>
          <dd>{countryOptions.find((option) => option.code === account.country)?.name}</dd>
          <dt className="font-semibold">{t("language")}</dt>
          <dd>{languages.find((option) => option.code === account.language)?.name}</dd>
        </dl>
      </section>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    const result = validateProfile(
      values,
      countryOptions.map((option) => option.code),
      languages.map((option) => option.code),
    );
    if (!result.ok) {
      setErrors(result.errors);
      const first = Object.keys(result.errors)[0];
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      onSaved(await updateProfile(identity, await accessToken(), result.profile));
      setOutcome({ saved: true });
    } catch (error) {
      setOutcome({ failed: messageOf(error) });
    } finally {
      setSaving(false);
    }
  };

  const field = (name: keyof ProfileValues) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
    className: FIELD_CLASSES,
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  const label = (name: keyof ProfileValues) => (
    <label htmlFor={`${id}-${name}`} className="font-semibold">
      {t(name)}
    </label>
  );
  const error = (name: keyof ProfileValues) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-800">
        {t(errors[name])}
      </p>
    ) : null;

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <h2 id={`${id}-heading`} className="text-2xl font-bold">
        {t("profileHeading")}
      </h2>
      <p>
        <span className="font-semibold">{t("email")}:</span> {account.email}
      </p>
      <form noValidate onSubmit={submit} className="grid max-w-xl gap-4">
        <div>
          {label("firstName")}
          <input {...field("firstName")} autoComplete="given-name" required />
          {error("firstName")}
        </div>
        <div>
          {label("lastName")}
          <input {...field("lastName")} autoComplete="family-name" required />
          {error("lastName")}
        </div>
        <div>
          {label("country")}
          <select {...field("country")} autoComplete="country" required>
            <option value="">{t("choose")}</option>
            {countryOptions.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>
          {error("country")}
        </div>
        <div>
          {label("language")}
          <select {...field("language")} required>
            <option value="">{t("choose")}</option>
            {languages.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>
          {error("language")}
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" loading={isSaving} loadingLabel={t("saving")}>
            {t("save")}
          </Button>
          <div aria-live="polite">
            {outcome && "saved" in outcome ? <p className="text-green-800">{t("saved")}</p> : null}
            {outcome && "failed" in outcome ? (
              <p role="alert" className="text-red-800">
                {t("saveFailed", { details: outcome.failed })}
              </p>
            ) : null}
          </div>
        </div>
      </form>
    </section>
  );
}
