"use client";

import type { ReactNode } from "react";

import { TableScrollBox } from "@/components/ui/table-scroll-box";

/** A cell of a portal table, header or data. */
export const TABLE_CELL = "px-1.5 py-2";

/**
 * A portal list as a table: on wide screens only (cards take over on phones) unless always
 * shown; its caption for screen readers, a header row, then the rows the caller gives.
 */
export function PortalTable<Column extends string>({
  caption,
  columns,
  headerOf,
  isAlwaysShown = false,
  children,
}: {
  caption: string;
  columns: readonly Column[];
  headerOf: (column: Column) => string;
  isAlwaysShown?: boolean;
  /** The body's rows. */
  children: ReactNode;
}) {
  return (
    <TableScrollBox className={isAlwaysShown ? "" : "hidden lg:block"}>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-theme-border">
            {columns.map((column) => (
              <th key={column} scope="col" className={`${TABLE_CELL} align-bottom font-semibold`}>
                {headerOf(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableScrollBox>
  );
}
