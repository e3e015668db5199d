import type { ReactNode } from "react";

/** A record's fields as a description list, label beside value, in the grid the caller gives. */
export function FieldList({
  rows,
  className,
  testId,
}: {
  rows: readonly (readonly [label: string, value: ReactNode])[];
  /** The grid: its columns and gaps. */
  className: string;
  testId?: string;
}) {
  return (
    <dl className={className} data-testid={testId}>
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
