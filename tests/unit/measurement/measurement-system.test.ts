import { describe, expect, it } from "vitest";

import { resolveMeasurementSystem } from "@/lib/measurement/measurement-system";
import { measurementOnlyClass } from "@/lib/measurement/measurement-visibility";
import type { MeasurementSystem } from "@/lib/site/types";

describe("spec 001 §4: the measurement system in force", () => {
  it.each<[string, MeasurementSystem | null, MeasurementSystem | null, MeasurementSystem]>([
    ["the remembered choice wins over the country", "Imperial", "Metric", "Imperial"],
    ["the remembered choice wins over an imperial country", "Metric", "Imperial", "Metric"],
    ["without a choice, the country's default", null, "Imperial", "Imperial"],
    ["without choice or country, Metric", null, null, "Metric"],
  ])("%s", (_rule, choice, countryDefault, expected) => {
    expect(resolveMeasurementSystem(choice, countryDefault)).toBe(expected);
  });

  it.each<[MeasurementSystem, string]>([
    ["Metric", "[[data-measurement=Imperial]_&]:hidden"],
    ["Imperial", "[[data-measurement=Metric]_&]:hidden"],
  ])("a %s-only element hides while the other system is in force", (system, expected) => {
    expect(measurementOnlyClass(system)).toBe(expected);
  });
});
