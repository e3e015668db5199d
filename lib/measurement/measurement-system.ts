import type { MeasurementSystem } from "@/lib/site/types";

export type { MeasurementSystem };

export const MEASUREMENT_SYSTEMS = [
  "Metric",
  "Imperial",
] as const satisfies readonly MeasurementSystem[];

/** Spec 001 §4: the remembered choice, otherwise the country's default, otherwise Metric. */
export function resolveMeasurementSystem(
  choice: MeasurementSystem | null | undefined,
  countryDefault: MeasurementSystem | null | undefined,
): MeasurementSystem {
  return choice ?? countryDefault ?? "Metric";
}
