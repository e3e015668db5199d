"use client";

import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import type { InventoryQuery } from "@/graphql/generated/portal";

import { InventoryCards } from "./inventory-cards";
import { PortalPager } from "../portal-pager";
import { InventoryTable } from "./inventory-table";

interface InventoryResultsProps {
  page: InventoryQuery["inventory"] | undefined;
  /** The previous view is shown while the new one loads. */
  isUpdating: boolean;
  isFiltered: boolean;
  onReset: () => void;
  hrefOfPage: (page: number) => string;
  /** The previous view: one plain table on every screen, no cards. */
  isPlain?: boolean;
}

const SKELETON_ROWS = 6;

/** A page of machines: a table on wide screens, cards on phones; skeleton and empty states. */
export function InventoryResults({
  page,
  isUpdating,
  isFiltered,
  onReset,
  hrefOfPage,
  isPlain = false,
}: InventoryResultsProps) {
  const t = useTranslations("Inventory");
  if (!page) {
    return (
      <div aria-busy="true" data-testid="inventory-skeleton">
        <ul aria-hidden="true" className="space-y-3">
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <li key={index} className="h-12 animate-pulse rounded bg-theme-surface" />
          ))}
        </ul>
      </div>
    );
  }
  if (page.items.length === 0) {
    if (!isFiltered) return <p className="rounded bg-theme-surface p-6">{t("noMachinesYet")}</p>;
    return (
      <div className="space-y-3 rounded bg-theme-surface p-6">
        <h2 className="text-lg font-bold">{t("empty")}</h2>
        <p>{t("emptyText")}</p>
        <Button variant="secondary" onClick={onReset}>
          {t("filters.reset")}
        </Button>
      </div>
    );
  }
  const caption = t("tableCaption", { page: page.page, count: page.pageCount });
  return (
    <div aria-busy={isUpdating} className={`space-y-6 ${isUpdating ? "opacity-60" : ""}`}>
      <InventoryTable machines={page.items} caption={caption} isAlwaysShown={isPlain} />
      {isPlain ? null : <InventoryCards machines={page.items} label={caption} />}
      <PortalPager
        page={page.page}
        pageCount={page.pageCount}
        hrefFor={hrefOfPage}
        messages="Inventory.paging"
      />
    </div>
  );
}
