"use client";

import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useTranslations } from "next-intl";
import { type ReactNode, useId, useMemo, useState } from "react";
import { useForm } from "react-hook-form";

import { Button } from "@/components/ui/button";
import type { Account } from "@/lib/portal/account/account";
import {
  type ProfileMessage,
  profileSchema,
  type ProfileValues,
} from "@/lib/portal/profile-schema";

import { messageOf } from "../portal-error";
import { controlProps, fieldIds } from "@/components/ui/form-field-rules";
import { useUpdateProfile } from "./use-account-api";

export interface Option {
  code: string;
  name: string;
}

interface ProfileFormProps {
  account: Account;
  countries: Option[];
  languages: Option[];
}

/** The account's own country stays choosable even when the site does not list it. */
function withCurrent(options: Option[], code: string): Option[] {
  if (!code || options.some((option) => option.code === code)) return options;
  return [...options, { code, name: code }];
}

function profileValues(account: Account): ProfileValues {
  const { firstName, lastName, country, language } = account;
  return { firstName, lastName, country, language };
}

/** The profile of spec 001 §2, §5: editable names, country and language from the lists. */
export function ProfileForm({ account, countries, languages }: ProfileFormProps) {
  const t = useTranslations("Account");
  const update = useUpdateProfile();
  const id = useId();
  const countryOptions = useMemo(
    () => withCurrent(countries, account.country),
    [countries, account.country],
  );
  const resolver = useMemo(
    () =>
      standardSchemaResolver(
        profileSchema(
          countryOptions.map((option) => option.code),
          languages.map((option) => option.code),
        ),
      ),
    [countryOptions, languages],
  );
  // Checked with the rules of spec 001 §5 before anything is sent; the first wrong field gets the
  // focus, each message sits below its field and is read with it (aria-describedby).
  const form = useForm<ProfileValues>({ defaultValues: profileValues(account), resolver });
  const { errors, isSubmitting } = form.formState;
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

  const submit = form.handleSubmit(async (profile) => {
    try {
      const saved = await update.mutateAsync(profile);
      form.reset(profileValues(saved));
      setOutcome({ saved: true });
    } catch (error) {
      setOutcome({ failed: messageOf(error) });
    }
  });

  const error = (name: keyof ProfileValues) => errors[name]?.message as ProfileMessage | undefined;
  const control = (name: keyof ProfileValues) => ({
    ...controlProps(id, name, error(name)),
    ...form.register(name),
  });
  const field = (name: keyof ProfileValues, children: ReactNode) => {
    const message = error(name);
    return (
      <div>
        <label htmlFor={fieldIds(id, name).control} className="font-semibold">
          {t(name)}
        </label>
        {children}
        {message ? (
          <p id={fieldIds(id, name).error} className="mt-1 text-sm font-semibold text-red-800">
            {t(message)}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <h2 id={`${id}-heading`} className="text-2xl font-bold">
        {t("profileHeading")}
      </h2>
      <p>
        <span className="font-semibold">{t("email")}:</span> {account.email}
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          setOutcome(null);
          void submit(event);
        }}
        className="grid max-w-xl gap-4"
      >
        {field("firstName", <input {...control("firstName")} autoComplete="given-name" required />)}
        {field("lastName", <input {...control("lastName")} autoComplete="family-name" required />)}
        {field(
          "country",
          <select {...control("country")} autoComplete="country" required>
            <option value="">{t("choose")}</option>
            {countryOptions.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>,
        )}
        {field(
          "language",
          <select {...control("language")} required>
            <option value="">{t("choose")}</option>
            {languages.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>,
        )}
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" loading={isSubmitting} loadingLabel={t("saving")}>
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
