"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";

interface ChoiceSelectProps {
  label: string;
  placeholder: string;
  choices: readonly { id: string; name: string }[];
  value: string;
  onChange: (value: string) => void;
  /** Shown once the user tried to confirm without a choice. */
  isMissing: boolean;
}

/** A required choice of a dialog, with its label and the "please choose" message tied to it. */
export function ChoiceSelect({
  label,
  placeholder,
  choices,
  value,
  onChange,
  isMissing,
}: ChoiceSelectProps) {
  const t = useTranslations("UserAdminUser");
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <select
        id={id}
        value={value}
        required
        aria-invalid={isMissing || undefined}
        aria-describedby={isMissing ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 w-full rounded border border-steel-500 px-3 py-2"
      >
        <option value="">{placeholder}</option>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </select>
      {isMissing ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {t("choiceRequired")}
        </p>
      ) : null}
    </div>
  );
}
