"use client";

import { useTranslations } from "next-intl";

import type { InventoryColumn } from "@/lib/portal/inventory/inventory-csv";
import type { InventoryMachine } from "@/lib/portal/inventory/inventory-machine";

import { OpenTicketsLink } from "./open-tickets-link";
import { useMachineDetails } from "./use-machine-details";

/** The machines on small screens: a card each, the same fields as the table's row. */
export function InventoryCards({
  machines,
  label,
}: {
  machines: readonly InventoryMachine[];
  label: string;
}) {
  const t = useTranslations("Inventory");
  const detailsOf = useMachineDetails();
  return (
    <ul aria-label={label} className="space-y-4 lg:hidden" data-testid="inventory-cards">
      {machines.map((machine) => {
        const details = detailsOf(machine);
        const rows: [InventoryColumn, React.ReactNode][] = [
          ["serialNumber", machine.serialNumber],
          ["plant", machine.plant],
          ["organization", machine.organization],
          ["yearOfManufacture", details.year],
          ["softwareVersion", details.softwareVersion],
          ["warrantyEnd", details.warrantyEnd],
          ["location", machine.location.name],
          ["openTickets", <OpenTicketsLink key="open" machine={machine} />],
        ];
        return (
          <li key={machine.id}>
            <article
              aria-labelledby={`machine-card-${machine.id}`}
              className="rounded border border-theme-border p-4"
            >
              <h3 id={`machine-card-${machine.id}`} className="font-bold">
                {machine.name} ({machine.model})
              </h3>
              <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
                {rows.map(([column, value]) => (
                  <div key={column} className="contents">
                    <dt className="font-semibold">{t(`columns.${column}`)}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
