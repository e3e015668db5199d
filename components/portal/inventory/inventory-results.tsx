"use client";

import { useTranslations } from "next-intl";

import type { InventoryQuery } from "@/graphql/generated/portal";

import { InventoryCards } from "./inventory-cards";
import { ListEmpty, ListSkeleton } from "../list-states";
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
  if (!page) return <ListSkeleton testId="inventory-skeleton" />;
  if (page.items.length === 0) {
    return (
      <ListEmpty
        isFiltered={isFiltered}
        texts={{
          noneYet: t("noMachinesYet"),
          empty: t("empty"),
          emptyText: t("emptyText"),
          reset: t("filters.reset"),
        }}
        onReset={onReset}
      />
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
