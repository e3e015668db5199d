import type { MeasurementSystem } from "@/lib/site/types";

import type { Specification } from "./comparison-product";

export interface ComparedColumn {
  key: string;
  /** The specifications of the product and its chosen variant. */
  specifications: readonly Specification[];
}

export interface ComparisonCell {
  value: string;
  unit: string | null;
}

interface ComparisonRow {
  name: string;
  /** One cell per column, in column order; null is shown as "not applicable". */
  cells: (ComparisonCell | null)[];
  /** More than one product and not the same value on all of them (a missing value differs). */
  isDiffering: boolean;
}

export interface ComparisonTable {
  rows: ComparisonRow[];
  /** Spec 000 §5: the hide-identical option is enabled only with more than one product. */
  canHideIdentical: boolean;
}

const identity = (spec: Specification) => `${spec.name}\u0000${spec.unit ?? ""}`;

/**
 * Spec 000 §5, within one product: a specification repeated by the same name and unit is dropped
 * (the first wins, so a variant's value beats the product's), and one of the other measurement
 * system is dropped.
 */
export function productSpecifications<S extends Specification>(
  specifications: readonly S[],
  system: MeasurementSystem,
): S[] {
  const seen = new Set<string>();
  return specifications.filter((spec) => {
    if (spec.measurementSystem !== system) return false;
    const id = identity(spec);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

function sameCell(a: ComparisonCell | null, b: ComparisonCell | null): boolean {
  return a !== null && b !== null && a.value === b.value && a.unit === b.unit;
}

/** Spec 000 §5: the comparison detail's table of products × specifications. */
export function buildComparisonTable(
  columns: readonly ComparedColumn[],
  system: MeasurementSystem,
  hideIdentical: boolean,
): ComparisonTable {
  const perColumn = columns.map((column) => productSpecifications(column.specifications, system));
  const names: string[] = [];
  for (const specs of perColumn) {
    for (const spec of specs) if (!names.includes(spec.name)) names.push(spec.name);
  }
  const isSeveral = columns.length > 1;
  const rows = names.map((name): ComparisonRow => {
    const cells = perColumn.map((specs) => {
      const spec = specs.find((candidate) => candidate.name === name);
      return spec ? { value: spec.value, unit: spec.unit ?? null } : null;
    });
    const first = cells[0] ?? null;
    const isIdentical = cells.every((cell) => sameCell(cell, first));
    return { name, cells, isDiffering: isSeveral && !isIdentical };
  });
  return {
    rows: hideIdentical && isSeveral ? rows.filter((row) => row.isDiffering) : rows,
    canHideIdentical: isSeveral,
  };
}
