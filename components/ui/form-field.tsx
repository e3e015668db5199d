"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

import { type ControlProps, controlProps, errorMessagePath, fieldIds } from "./form-field-rules";

/**
 * An error's text in the page's language. A key the messages lack (a server's own text) is shown
 * as it is, never dropped.
 */
export function useErrorText(namespace?: string) {
  const t = useTranslations();
  return (error: string) => {
    const path = errorMessagePath(error, namespace) as Parameters<typeof t>[0];
    return t.has(path) ? t(path) : error;
  };
}

interface FieldErrorProps {
  id: string;
  error: string | undefined;
  /** The messages namespace the error is a key of; none when it is a whole message path. */
  namespace?: string;
}

/** A control's error in the page's language, or nothing; the control is described by its id. */
export function FieldError({ id, error, namespace }: FieldErrorProps) {
  const errorText = useErrorText(namespace);
  return error ? (
    <p id={id} className="mt-1 text-sm font-semibold text-red-800">
      {errorText(error)}
    </p>
  ) : null;
}

interface FormFieldProps {
  formId: string;
  name: string;
  label: string;
  /** Shows "(optional)" after the label and leaves the control not required. */
  optional?: boolean;
  hint?: ReactNode;
  error?: string;
  /** The messages namespace the error is a key of; none when it is a whole message path. */
  errorNamespace?: string;
  /**
   * The control, given the attributes that tie it to this label, hint and error. This runs in the
   * field's own render, after the form's: react-hook-form focuses the first wrong field in the
   * order the fields were registered, so a form with controls outside a FormField (a checkbox)
   * registers every control in its own render, in the fields' order.
   */
  children: (control: ControlProps) => ReactNode;
}

/** A labelled control with its hint and, below it, its error in the page's language. */
export function FormField({
  formId,
  name,
  label,
  optional = false,
  hint,
  error,
  errorNamespace,
  children,
}: FormFieldProps) {
  const t = useTranslations("Ui");
  const ids = fieldIds(formId, name);
  const hasHint = Boolean(hint);
  return (
    <div>
      <label htmlFor={ids.control} className="font-semibold">
        {label}
        {optional ? <span className="font-normal"> ({t("optional")})</span> : null}
      </label>
      {children(controlProps(formId, name, error, { hasHint, isOptional: optional }))}
      {hasHint ? (
        <p id={ids.hint} className="mt-1 text-sm">
          {hint}
        </p>
      ) : null}
      <FieldError id={ids.error} error={error} namespace={errorNamespace} />
    </div>
  );
}
