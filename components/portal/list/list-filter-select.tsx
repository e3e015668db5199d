"use client";

import { FILTER_FIELD } from "./list-search-field";

interface ListFilterSelectProps {
  id: string;
  label: string;
  /** The first option, which filters nothing ("All plants"). */
  allLabel: string;
  value: string | null;
  options: readonly { value: string; label: string }[];
  /** A value from the address that no option names still shows as chosen (by its value). */
  showsUnlistedValue?: boolean;
  onChange: (value: string | null) => void;
}

/** A choice of a portal list's filter form, applied at once; the first option filters nothing. */
export function ListFilterSelect({
  id,
  label,
  allLabel,
  value,
  options,
  showsUnlistedValue = false,
  onChange,
}: ListFilterSelectProps) {
  const unlisted =
    showsUnlistedValue && value && !options.some((option) => option.value === value)
      ? [{ value, label: value }]
      : [];
  return (
    <div className="self-end">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value || null)}
        className={FILTER_FIELD}
      >
        <option value="">{allLabel}</option>
        {[...unlisted, ...options].map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
