"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

export const CONTROL_CLASSES =
  "mt-1 block w-full rounded border border-theme-border bg-white px-3 py-2 disabled:cursor-not-allowed disabled:bg-theme-surface aria-[invalid=true]:border-red-700";

/** The ids that tie a control to its label, hint and error. */
export function fieldIds(formId: string, name: string) {
  return {
    control: `${formId}-${name}`,
    hint: `${formId}-${name}-hint`,
    error: `${formId}-${name}-error`,
  };
}

/** The accessibility attributes of a control with an optional hint and a possible error. */
export function controlProps(formId: string, name: string, error?: string, hasHint = false) {
  const ids = fieldIds(formId, name);
  const describedBy = [hasHint ? ids.hint : null, error ? ids.error : null].filter(Boolean);
  return {
    id: ids.control,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy.length > 0 ? describedBy.join(" ") : undefined,
    className: CONTROL_CLASSES,
  };
}

interface FormFieldProps {
  formId: string;
  name: string;
  label: string;
  optional?: boolean;
  hint?: ReactNode;
  /** A key of the TicketForms messages (the shared rules name their errors so). */
  error?: string;
  children: ReactNode;
}

/** A labelled control with its hint and, below it, its error in the page's language. */
export function FormField({
  formId,
  name,
  label,
  optional,
  hint,
  error,
  children,
}: FormFieldProps) {
  const t = useTranslations("TicketForms");
  const ids = fieldIds(formId, name);
  return (
    <div>
      <label htmlFor={ids.control} className="font-semibold">
        {label}
        {optional ? <span className="font-normal"> ({t("optional")})</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={ids.hint} className="mt-1 text-sm">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.error} className="mt-1 text-sm font-semibold text-red-800">
          {errorText(t, error)}
        </p>
      ) : null}
    </div>
  );
}

/** A rule's message key as text; a key the messages lack is shown as it is, never dropped. */
export function errorText(t: ReturnType<typeof useTranslations<"TicketForms">>, key: string) {
  return t.has(key as Parameters<typeof t>[0]) ? t(key as Parameters<typeof t>[0]) : key;
}
