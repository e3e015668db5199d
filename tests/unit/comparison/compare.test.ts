import { describe, expect, it } from "vitest";

import { buildComparisonTable, productSpecifications } from "@/lib/comparison/compare";
import type { Specification } from "@/lib/comparison/comparison-product";

const metric = (name: string, value: string, unit: string | null = "mm"): Specification => ({
  name,
  value,
  unit,
  measurementSystem: "Metric",
});
const imperial = (name: string, value: string, unit = "in"): Specification => ({
  name,
  value,
  unit,
  measurementSystem: "Imperial",
});

describe("spec 000 §5: specifications within one product", () => {
  it.each<[string, Specification[], string[]]>([
    [
      "a specification repeated by the same name and unit is dropped (the first stays)",
      [metric("Length", "10"), metric("Length", "12")],
      ["Length 10 mm"],
    ],
    [
      "the same name with another unit is kept",
      [metric("Length", "10"), metric("Length", "1", "cm")],
      ["Length 10 mm", "Length 1 cm"],
    ],
    [
      "a specification of the other measurement system is dropped",
      [metric("Length", "10"), imperial("Length", "0.39")],
      ["Length 10 mm"],
    ],
  ])("%s", (_rule, specs, expected) => {
    expect(
      productSpecifications(specs, "Metric").map((s) => `${s.name} ${s.value} ${s.unit}`),
    ).toEqual(expected);
  });
});

describe("spec 000 §5: the comparison table", () => {
  const a = {
    key: "a",
    specifications: [
      metric("Length", "10"),
      metric("Force", "5", "kN"),
      imperial("Length", "0.39"),
    ],
  };
  const b = { key: "b", specifications: [metric("Length", "10"), metric("Force", "8", "kN")] };
  const c = { key: "c", specifications: [metric("Length", "10"), metric("Weight", "80", "kg")] };

  it("shows only the user's measurement system", () => {
    const table = buildComparisonTable([a], "Imperial", false);
    expect(table.rows).toEqual([
      { name: "Length", cells: [{ value: "0.39", unit: "in" }], isDiffering: false },
    ]);
  });

  it("shows a missing specification as not applicable (null) and flags it as differing", () => {
    const table = buildComparisonTable([a, c], "Metric", false);
    const force = table.rows.find((row) => row.name === "Force");
    expect(force).toEqual({
      name: "Force",
      cells: [{ value: "5", unit: "kN" }, null],
      isDiffering: true,
    });
  });

  it.each<[string, (typeof a)[], boolean, string[], Record<string, boolean>]>([
    [
      "option off: every row shows, differing ones flagged",
      [a, b],
      false,
      ["Length", "Force"],
      { Length: false, Force: true },
    ],
    [
      "option on with two products: identical rows are hidden",
      [a, b],
      true,
      ["Force"],
      { Force: true },
    ],
    [
      "option on with one product: nothing is hidden and nothing differs",
      [a],
      true,
      ["Length", "Force"],
      { Length: false, Force: false },
    ],
    [
      "option on: a row missing on one product is not identical and stays",
      [a, b, c],
      true,
      ["Force", "Weight"],
      { Force: true, Weight: true },
    ],
  ])("%s", (_rule, columns, hideIdentical, names, differing) => {
    const table = buildComparisonTable(columns, "Metric", hideIdentical);
    expect(table.rows.map((row) => row.name)).toEqual(names);
    expect(Object.fromEntries(table.rows.map((row) => [row.name, row.isDiffering]))).toEqual(
      differing,
    );
  });

  it.each([
    [0, false],
    [1, false],
    [2, true],
    [3, true],
  ])("with %i products the hide-identical option is enabled: %s", (count, enabled) => {
    const columns = [a, b, c].slice(0, count);
    expect(buildComparisonTable(columns, "Metric", false).canHideIdentical).toBe(enabled);
  });

  it("the same value with another unit differs", () => {
    const inCm = { key: "d", specifications: [metric("Length", "10", "cm")] };
    const table = buildComparisonTable([a, inCm], "Metric", true);
    expect(table.rows.map((row) => row.name)).toContain("Length");
  });
});
