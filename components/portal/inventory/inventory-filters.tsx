"use client";

import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import {
  type InventoryFilter,
  INVENTORY_TEXT_MAX_LENGTH,
} from "@/lib/portal/inventory/inventory-query";

import { ListFilterSelect } from "../list/list-filter-select";
import { ListSearchField, useListSearchText } from "../list/list-search-field";

interface InventoryFiltersProps {
  filter: InventoryFilter;
  plants: readonly string[];
  organizations: readonly string[];
  onChange: (change: Partial<InventoryFilter>) => void;
  onReset: () => void;
}

/** Plants and organizations are named by themselves. */
const asOption = (name: string) => ({ value: name, label: name });

/**
 * The inventory's filters: plant and organization apply at once; the search text when submitted
 * (Enter or the button), so a half-typed word neither loads a page nor fills the history.
 */
export function InventoryFilters({
  filter,
  plants,
  organizations,
  onChange,
  onReset,
}: InventoryFiltersProps) {
  const t = useTranslations("Inventory.filters");
  const { text, setText, submit } = useListSearchText(filter.text, (applied) =>
    onChange({ text: applied }),
  );

  return (
    <form
      role="search"
      aria-label={t("heading")}
      onSubmit={submit}
      className="grid grid-cols-1 gap-x-6 gap-y-4 rounded border border-theme-border p-4 md:grid-cols-2 lg:grid-cols-4"
    >
      <ListSearchField
        id="inventory-filter-text"
        label={t("text")}
        hint={t("textHint")}
        buttonLabel={t("apply")}
        value={text}
        maxLength={INVENTORY_TEXT_MAX_LENGTH}
        onChange={setText}
      />
      <ListFilterSelect
        id="inventory-filter-plant"
        label={t("plant")}
        allLabel={t("allPlants")}
        value={filter.plant}
        options={plants.map(asOption)}
        showsUnlistedValue
        onChange={(plant) => onChange({ plant })}
      />
      <ListFilterSelect
        id="inventory-filter-organization"
        label={t("organization")}
        allLabel={t("allOrganizations")}
        value={filter.organization}
        options={organizations.map(asOption)}
        showsUnlistedValue
        onChange={(organization) => onChange({ organization })}
      />
      <div className="lg:col-span-4">
        <Button type="button" variant="secondary" onClick={onReset}>
          {t("reset")}
        </Button>
      </div>
    </form>
  );
}
