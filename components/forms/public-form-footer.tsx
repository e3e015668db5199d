"use client";

import { useTranslations } from "next-intl";
import { type Control, type FieldValues, useFormState } from "react-hook-form";

import { Button } from "@/components/ui/button";

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

  return (
    <>
      {hasErrors && submitCount > 0 ? (
        <p role="alert" className="font-semibold text-red-800">
          {t("errorSummary")}
        </p>
      ) : null}
      {failureDetails !== null ? <FormFailure text={failureText} details={failureDetails} /> : null}
      <p className="text-sm">{bot("notice")}</p>
      <Button type="submit" loading={isSubmitting} loadingLabel={t("submitting")}>
        {submitLabel ?? t("submit")}
      </Button>
    </>
  );
}
