"use client";

import { useTranslations } from "next-intl";
import { usePathname } from "next/navigation";

import { AppLink } from "@/components/ui/app-link";
import { useFormatNumber } from "@/components/ui/use-format-number";
import {
  EMPTY_INVENTORY_FILTER,
  hasInventoryFilter,
  inventorySearch,
  parseInventoryQuery,
  withInventoryFilter,
} from "@/lib/portal/inventory/inventory-query";
import { INVENTORY_OLD_PATH, INVENTORY_PATH } from "@/lib/portal/portal-routes";

import { useListQuery } from "../list/use-list-query";
import { portalLink, usePortalContext } from "../session/portal-context";
import { messageOf, PortalError } from "../portal-error";
import { CsvExportButton } from "./csv-export-button";
import { InventoryFilters } from "./inventory-filters";
import { InventoryResults } from "./inventory-results";
import { useInventory } from "./use-inventory-api";

const LINK =
  "text-theme-link underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-theme-accent";

/**
 * /mykomax/inventory (`view` "current") and /inventory/old (`view` "old", the previous flat
 * table): the company's machines, filtered by the URL, with the CSV export of all matches.
 */
export function InventoryScreen({ view }: { view: "current" | "old" }) {
  const t = useTranslations("Inventory");
  const formatNumber = useFormatNumber();
  const context = usePortalContext();
  const pathname = usePathname();
  const [query, show] = useListQuery(parseInventoryQuery, inventorySearch);
  const inventory = useInventory(query);
  const reset = () => show({ filter: EMPTY_INVENTORY_FILTER, page: 1 });
  const isOld = view === "old";
  const otherView = isOld ? INVENTORY_PATH : INVENTORY_OLD_PATH;

  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{t(isOld ? "oldTitle" : "title")}</h1>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p>{t(isOld ? "oldIntro" : "intro")}</p>
        <AppLink
          href={`${portalLink(context, otherView)}${inventorySearch({ ...query, page: 1 })}`}
          className={LINK}
        >
          {t(isOld ? "toNewView" : "toOldView")}
        </AppLink>
      </div>
      <InventoryFilters
        filter={query.filter}
        plants={inventory.data?.plants ?? []}
        organizations={inventory.data?.organizations ?? []}
        onChange={(change) => show(withInventoryFilter(query, change))}
        onReset={reset}
      />
      <section aria-labelledby="inventory-results-heading" className="min-w-0 space-y-4">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <h2 id="inventory-results-heading" className="text-xl font-bold" aria-live="polite">
            {inventory.data
              ? t("results", {
                  count: inventory.data.totalCount,
                  formattedCount: formatNumber(inventory.data.totalCount),
                })
              : t("loading")}
          </h2>
          <CsvExportButton filter={query.filter} />
        </div>
        {inventory.error ? (
          <PortalError details={messageOf(inventory.error)} />
        ) : (
          <InventoryResults
            page={inventory.data}
            isUpdating={inventory.isPlaceholderData}
            isFiltered={hasInventoryFilter(query.filter) || query.page > 1}
            onReset={reset}
            hrefOfPage={(page) => `${pathname}${inventorySearch({ ...query, page })}`}
            isPlain={isOld}
          />
        )}
      </section>
    </div>
  );
}
