import type { ReactNode } from "react";

import { AppLink } from "@/components/ui/app-link";
import { buttonClasses } from "@/components/ui/button-classes";

/** A filter's select control, as every filter form shows it. */
export const FILTER_SELECT =
  "mt-1 block w-full rounded border border-steel-500 bg-white px-3 py-2 text-navy-900 focus-visible:outline-2 focus-visible:outline-theme-accent";

interface FilterSelectProps {
  label: string;
  name: string;
  defaultValue: string;
  /** The first choice, which filters nothing (value ""). */
  allLabel: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** One filter of a GET filter form: a labelled select whose first choice means "all". */
export function FilterSelect({ label, name, defaultValue, allLabel, options }: FilterSelectProps) {
  return (
    <label className="min-w-48 text-sm font-semibold">
      {label}
      <select name={name} defaultValue={defaultValue} className={FILTER_SELECT}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

interface GetFilterFormProps {
  /** The list's own address, without filters: where the form sends the choice and Reset leads. */
  action: string;
  label: string;
  applyLabel: string;
  resetLabel: string;
  /** Whether any filter is set: only then is Reset offered. */
  isFiltered: boolean;
  /** Spacing above the form, as the page places it. */
  className: string;
  children: ReactNode;
}

/**
 * Filters as a GET form: the choice becomes the page's address, which can be shared, and the form
 * works without JavaScript.
 */
export function GetFilterForm({
  action,
  label,
  applyLabel,
  resetLabel,
  isFiltered,
  className,
  children,
}: GetFilterFormProps) {
  return (
    <form
      action={action}
      method="get"
      aria-label={label}
      className={`flex flex-wrap items-end gap-4 rounded-lg bg-steel-50 p-5 ${className}`}
    >
      {children}
      <button type="submit" className={buttonClasses("primary")}>
        {applyLabel}
      </button>
      {isFiltered ? (
        <AppLink href={action} className="py-3 font-semibold text-theme-link underline">
          {resetLabel}
        </AppLink>
      ) : null}
    </form>
  );
}
