import type { MeasurementSystem } from "@/lib/site/types";

/**
 * Shared cached pages render specifications of both systems; the system in force is an attribute
 * on <html>: the server writes the country's default, and after hydration a client effect writes
 * the visitor's remembered choice. These classes hide what belongs to the other system, so the
 * HTML stays the same for every visitor and React never sees a hydration mismatch.
 */
export const MEASUREMENT_ATTRIBUTE = "data-measurement";

const HIDDEN_UNLESS: Record<MeasurementSystem, string> = {
  Metric: "[[data-measurement=Imperial]_&]:hidden",
  Imperial: "[[data-measurement=Metric]_&]:hidden",
};

/** Class names for an element that belongs to one measurement system only. */
export function measurementOnlyClass(system: MeasurementSystem): string {
  return HIDDEN_UNLESS[system];
}
