"use client";

import { useTranslations } from "next-intl";

import {
  type InventoryFilter,
  INVENTORY_TEXT_MAX_LENGTH,
} from "@/lib/portal/inventory/inventory-query";

import {
  FILTER_GRID,
  filterTextSearch,
  ListFilterForm,
  ListFilterReset,
} from "../list/list-filter-form";
import { ListFilterSelect } from "../list/list-filter-select";

interface InventoryFiltersProps {
  filter: InventoryFilter;
  plants: readonly string[];
  organizations: readonly string[];
  onChange: (change: Partial<InventoryFilter>) => void;
  onReset: () => void;
}

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
  const search = {
    id: "inventory-filter-text",
    texts: { label: t("text"), hint: t("textHint"), button: t("apply") },
    maxLength: INVENTORY_TEXT_MAX_LENGTH,
    ...filterTextSearch(filter, onChange),
  };

  // Plants and organizations are chosen alike: named by themselves, an address's unknown one kept.
  const choice = (field: "plant" | "organization", names: readonly string[], allLabel: string) => (
    <ListFilterSelect
      id={`inventory-filter-${field}`}
      label={t(field)}
      allLabel={allLabel}
      value={filter[field]}
      options={names.map((name) => ({ value: name, label: name }))}
      showsUnlistedValue
      onChange={(value) => onChange({ [field]: value })}
    />
  );

  return (
    <ListFilterForm
      name={{ label: t("heading") }}
      search={search}
      className={`${FILTER_GRID} rounded border border-theme-border p-4`}
    >
      {choice("plant", plants, t("allPlants"))}
      {choice("organization", organizations, t("allOrganizations"))}
      <ListFilterReset label={t("reset")} onReset={onReset} className="lg:col-span-4" />
    </ListFilterForm>
  );
}
