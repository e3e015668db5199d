"use client";

import { useTranslations } from "next-intl";

import type { InventoryMachineFragment } from "@/graphql/generated/portal";
import { INVENTORY_COLUMNS } from "@/lib/portal/inventory/inventory-csv";

import { OpenTicketsLink } from "./open-tickets-link";
import { useMachineDetails } from "./use-machine-details";

interface InventoryTableProps {
  machines: readonly InventoryMachineFragment[];
  caption: string;
  /** The wide-screen table hides on phones (cards instead); the previous view always shows it. */
  isAlwaysShown?: boolean;
}

const CELL = "px-1.5 py-2";

/** The machines as a table, one row each, the columns of the CSV file in the same order. */
export function InventoryTable({ machines, caption, isAlwaysShown = false }: InventoryTableProps) {
  const t = useTranslations("Inventory");
  const detailsOf = useMachineDetails();
  return (
    <div className={isAlwaysShown ? "overflow-x-auto" : "hidden overflow-x-auto lg:block"}>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-theme-border">
            {INVENTORY_COLUMNS.map((column) => (
              <th key={column} scope="col" className={`${CELL} align-bottom font-semibold`}>
                {t(`columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {machines.map((machine) => {
            const details = detailsOf(machine);
            return (
              <tr key={machine.id} className="border-b border-theme-border align-top">
                <td className={CELL}>{machine.model}</td>
                <td className={`${CELL} whitespace-nowrap`}>{machine.serialNumber}</td>
                <th scope="row" className={`${CELL} font-semibold`}>
                  {machine.name}
                </th>
                <td className={CELL}>{machine.plant}</td>
                <td className={CELL}>{machine.organization}</td>
                <td className={CELL}>{details.year}</td>
                <td className={CELL}>{details.softwareVersion}</td>
                <td className={`${CELL} whitespace-nowrap`}>{details.warrantyEnd}</td>
                <td className={CELL}>{machine.location.name}</td>
                <td className={`${CELL} text-right`}>
                  <OpenTicketsLink machine={machine} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
