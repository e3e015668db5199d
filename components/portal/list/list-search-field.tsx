"use client";

import { type FormEvent, useState } from "react";

import { Button } from "@/components/ui/button";

/** A filter control of the portal's lists. */
export const FILTER_FIELD =
  "mt-1 block w-full rounded border border-theme-border bg-theme-bg px-3 py-2 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-theme-accent";

interface ListSearchFieldProps {
  id: string;
  label: string;
  hint: string;
  buttonLabel: string;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
}

/**
 * The free-text field of a portal list's filter form, with its hint and the button that
 * submits it: the form applies the text on submit (Enter or the button), not on every key.
 */
export function ListSearchField({
  id,
  label,
  hint,
  buttonLabel,
  value,
  maxLength,
  onChange,
}: ListSearchFieldProps) {
  return (
    <div className="md:col-span-2">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-theme-muted">
        {hint}
      </p>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          type="search"
          name="q"
          value={value}
          maxLength={maxLength}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.value)}
          className={`${FILTER_FIELD} mt-0 min-w-0 flex-1`}
        />
        <Button type="submit" className="px-4 py-2">
          {buttonLabel}
        </Button>
      </div>
    </div>
  );
}

/**
 * The text a list's search field shows: what is typed, until the list's own text (from the
 * address) changes, e.g. by Back or a reset. `submit` applies it, spaces folded, as the form's
 * submit handler.
 */
export function useListSearchText(appliedText: string, onApply: (text: string) => void) {
  const [text, setText] = useState(appliedText);
  const [shownAppliedText, setShownAppliedText] = useState(appliedText);
  if (shownAppliedText !== appliedText) {
    setShownAppliedText(appliedText);
    setText(appliedText);
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(text.replace(/\s+/g, " ").trim());
  };
  return { text, setText, submit };
}
