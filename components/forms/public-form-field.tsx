"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

export const CONTROL_CLASSES =
  "mt-1 block w-full rounded border border-theme-border bg-white px-3 py-2 aria-[invalid=true]:border-red-700";

/** The ids that tie a control to its label and its error. */
export function fieldIds(formId: string, name: string) {
  return { control: `${formId}-${name}`, error: `${formId}-${name}-error` };
}

/** The accessibility attributes of a required control with a possible error. */
export function controlProps(formId: string, name: string, error: string | undefined) {
  const ids = fieldIds(formId, name);
  return {
    id: ids.control,
    "aria-required": true,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? ids.error : undefined,
    className: CONTROL_CLASSES,
  };
}

/**
 * A control's error in the page's language, or nothing. An error is a message path of messages/
 * (the shared rules name their errors so) or, from the server, the text itself.
 */
export function FieldErrorText({ id, error }: { id: string; error: string | undefined }) {
  const t = useTranslations();
  const text =
    error && t.has(error as Parameters<typeof t>[0]) ? t(error as Parameters<typeof t>[0]) : error;
  return text ? (
    <p id={id} className="mt-1 text-sm font-semibold text-red-800">
      {text}
    </p>
  ) : null;
}

/** A labelled control with its error below. */
export function PublicFormField({
  formId,
  name,
  label,
  error,
  children,
}: {
  formId: string;
  name: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  const ids = fieldIds(formId, name);
  return (
    <div>
      <label htmlFor={ids.control} className="font-semibold">
        {label}
      </label>
      {children}
      <FieldErrorText id={ids.error} error={error} />
    </div>
  );
}

/**
 * A field people never see or reach, which bots fill in: a submission with it filled is answered
 * like any other and thrown away.
 */
export function HoneypotField({
  formId,
  ...input
}: { formId: string } & React.ComponentProps<"input">) {
  const t = useTranslations("PublicForms");
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={`${formId}-website`}>{t("honeypotLabel")}</label>
      <input id={`${formId}-website`} type="text" tabIndex={-1} autoComplete="off" {...input} />
    </div>
  );
}
