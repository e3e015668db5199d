"use client";

import { useTranslations } from "next-intl";

import type { InventoryPage } from "@/lib/portal/inventory/inventory-machine";

import { InventoryCards } from "./inventory-cards";
import { ListResults } from "../list/list-results";
import { InventoryTable } from "./inventory-table";

interface InventoryResultsProps {
  page: InventoryPage | undefined;
  /** The previous view is shown while the new one loads. */
  isUpdating: boolean;
  isFiltered: boolean;
  onReset: () => void;
  hrefOfPage: (page: number) => string;
  /** The previous view: one plain table on every screen, no cards. */
  isPlain?: boolean;
}

/** A page of machines: a table on wide screens, cards on phones; skeleton and empty states. */
export function InventoryResults({ isPlain = false, ...list }: InventoryResultsProps) {
  const t = useTranslations("Inventory");
  return (
    <ListResults
      {...list}
      messages="Inventory"
      noneYet={t("noMachinesYet")}
      skeletonTestId="inventory-skeleton"
    >
      {(machines, caption) => (
        <>
          <InventoryTable machines={machines} caption={caption} isAlwaysShown={isPlain} />
          {isPlain ? null : <InventoryCards machines={machines} label={caption} />}
        </>
      )}
    </ListResults>
  );
}
