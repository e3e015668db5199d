"use client";

import { useTranslations } from "next-intl";
import { type Control, type FieldValues, useFormState } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { useHydrated } from "@/lib/client/use-hydrated";

import { FormFailure } from "./form-failure";

/**
 * What ends every public form: after a try with errors the summary, after a failed send the
 * failure with the help address, the bot check's notice and the send button.
 */
export function PublicFormFooter<Values extends FieldValues>({
  control,
  failureText,
  failureDetails,
  submitLabel,
}: {
  control: Control<Values>;
  failureText: string;
  /** The failed send's details; `null` while nothing failed. */
  failureDetails: string | null;
  submitLabel?: string;
}) {
  const t = useTranslations("PublicForms");
  const bot = useTranslations("BotProtection");
  const { errors, isSubmitting, submitCount } = useFormState({ control });
  const hasErrors = Object.keys(errors).length > 0;
  // The forms send themselves with scripts: until they run, a click would send the browser's
  // own GET with every field in the address and reload an empty form.
  const hydrated = useHydrated();

  return (
    <>
      {hasErrors && submitCount > 0 ? (
        <p role="alert" className="font-semibold text-red-800">
          {t("errorSummary")}
        </p>
      ) : null}
      {failureDetails !== null ? <FormFailure text={failureText} details={failureDetails} /> : null}
      <p className="text-sm">{bot("notice")}</p>
      <Button
        type="submit"
        disabled={!hydrated}
        loading={isSubmitting}
        loadingLabel={t("submitting")}
      >
        {submitLabel ?? t("submit")}
      </Button>
    </>
  );
}
