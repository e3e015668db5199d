import type { ReactNode } from "react";

export type FieldRow = readonly [label: string, value: ReactNode];

/** A record's fields as a description list, label beside value, in the grid the caller gives. */
export function FieldList({
  rows,
  className,
  testId,
}: {
  rows: readonly FieldRow[];
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
