"use client";

import { useTranslations } from "next-intl";

import { MEASUREMENT_SYSTEMS, type MeasurementSystem } from "@/lib/measurement/measurement-system";

import { useMeasurementSystem } from "./use-measurement-system";

/**
 * Metric or Imperial, as a radio group (spec 001 §4). The server renders the country's default
 * as checked; the remembered choice takes over after hydration, so the cached page stays shared.
 */
export function MeasurementSwitch({
  countryDefault,
  className,
}: {
  countryDefault?: MeasurementSystem | null;
  className?: string;
}) {
  const t = useTranslations("Measurement");
  const { system, choose } = useMeasurementSystem(countryDefault);
  return (
    <fieldset
      className={`inline-flex items-center gap-1 rounded border border-steel-200 p-1 text-sm ${className ?? ""}`}
      data-testid="measurement-switch"
    >
      <legend className="sr-only">{t("legend")}</legend>
      {MEASUREMENT_SYSTEMS.map((option) => (
        <label
          key={option}
          className="cursor-pointer rounded px-3 py-1 font-semibold text-steel-700 has-checked:bg-navy-900 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-signal-600"
        >
          <input
            type="radio"
            name="measurement-system"
            value={option}
            checked={system === option}
            onChange={() => choose(option)}
            className="sr-only"
          />
          {t(`system.${option}`)}
        </label>
      ))}
    </fieldset>
  );
}
