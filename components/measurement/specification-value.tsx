import { measurementOnlyClass } from "@/lib/measurement/measurement-visibility";
import type { MeasurementSystem } from "@/lib/measurement/measurement-system";

/**
 * Server-safe pieces for pages that show specifications: render both systems, and CSS shows the
 * one in force (the attribute on <html>). No hook, so they work in server components.
 */
export function MeasurementOnly({
  system,
  as: Tag = "span",
  className,
  children,
}: {
  system: MeasurementSystem;
  as?: "span" | "div" | "tr" | "li";
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Tag
      data-measurement-system={system}
      className={`${measurementOnlyClass(system)} ${className ?? ""}`}
    >
      {children}
    </Tag>
  );
}

/** A variant's name in both systems (Variant.nameMetric / nameImperial). */
export function VariantName({
  nameMetric,
  nameImperial,
}: {
  nameMetric: string;
  nameImperial: string;
}) {
  return (
    <>
      <MeasurementOnly system="Metric">{nameMetric}</MeasurementOnly>
      <MeasurementOnly system="Imperial">{nameImperial}</MeasurementOnly>
    </>
  );
}
