"use client";

interface TicketChoiceGroupProps<T extends string> {
  legend: string;
  name: string;
  options: readonly T[];
  labelOf: (value: T) => string;
  chosen: readonly T[];
  onChange: (chosen: T[]) => void;
}

/** A multi-choice filter: checkboxes in a fieldset; the choice keeps the options' order. */
export function TicketChoiceGroup<T extends string>({
  legend,
  name,
  options,
  labelOf,
  chosen,
  onChange,
}: TicketChoiceGroupProps<T>) {
  const toggle = (value: T, isChecked: boolean) =>
    onChange(options.filter((option) => (option === value ? isChecked : chosen.includes(option))));
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 font-semibold">{legend}</legend>
      <ul className="space-y-1">
        {options.map((option) => (
          <li key={option}>
            <label className="inline-flex items-center gap-2">
              <input
                type="checkbox"
                name={name}
                value={option}
                checked={chosen.includes(option)}
                onChange={(event) => toggle(option, event.target.checked)}
                className="h-4 w-4 accent-theme-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-theme-accent"
              />
              {labelOf(option)}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
