"use client";

import { useTranslations } from "next-intl";

import { INVENTORY_COLUMNS } from "@/lib/portal/inventory/inventory-csv";
import type { InventoryMachine } from "@/lib/portal/inventory/inventory-machine";

import { PortalTable, TABLE_CELL } from "../list/portal-table";
import { OpenTicketsLink } from "./open-tickets-link";
import { useMachineDetails } from "./use-machine-details";

interface InventoryTableProps {
  machines: readonly InventoryMachine[];
  caption: string;
  /** The wide-screen table hides on phones (cards instead); the previous view always shows it. */
  isAlwaysShown?: boolean;
}

/** The machines as a table, one row each, the columns of the CSV file in the same order. */
export function InventoryTable({ machines, caption, isAlwaysShown = false }: InventoryTableProps) {
  const t = useTranslations("Inventory");
  const detailsOf = useMachineDetails();
  return (
    <PortalTable
      caption={caption}
      columns={INVENTORY_COLUMNS}
      headerOf={(column) => t(`columns.${column}`)}
      isAlwaysShown={isAlwaysShown}
    >
      {machines.map((machine) => {
        const details = detailsOf(machine);
        return (
          <tr key={machine.id} className="border-b border-theme-border align-top">
            <td className={TABLE_CELL}>{machine.model}</td>
            <td className={`${TABLE_CELL} whitespace-nowrap`}>{machine.serialNumber}</td>
            <th scope="row" className={`${TABLE_CELL} font-semibold`}>
              {machine.name}
            </th>
            <td className={TABLE_CELL}>{machine.plant}</td>
            <td className={TABLE_CELL}>{machine.organization}</td>
            <td className={TABLE_CELL}>{details.year}</td>
            <td className={TABLE_CELL}>{details.softwareVersion}</td>
            <td className={`${TABLE_CELL} whitespace-nowrap`}>{details.warrantyEnd}</td>
            <td className={TABLE_CELL}>{machine.location.name}</td>
            <td className={`${TABLE_CELL} text-right`}>
              <OpenTicketsLink machine={machine} />
            </td>
          </tr>
        );
      })}
    </PortalTable>
  );
}
