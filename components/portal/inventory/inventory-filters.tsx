"use client";

import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import {
  type InventoryFilter,
  INVENTORY_TEXT_MAX_LENGTH,
} from "@/lib/portal/inventory/inventory-query";

import { FILTER_FIELD, ListSearchField, useListSearchText } from "../list-search-field";

interface InventoryFiltersProps {
  filter: InventoryFilter;
  plants: readonly string[];
  organizations: readonly string[];
  onChange: (change: Partial<InventoryFilter>) => void;
  onReset: () => void;
}

/** A value from the URL that the company has no machine for still shows as chosen. */
function withChosen(values: readonly string[], chosen: string | null): readonly string[] {
  return chosen && !values.includes(chosen) ? [chosen, ...values] : values;
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
  const { text, setText, submit } = useListSearchText(filter.text, (applied) =>
    onChange({ text: applied }),
  );

  return (
    <form
      role="search"
      aria-label={t("heading")}
      onSubmit={submit}
      className="grid gap-x-6 gap-y-4 rounded border border-theme-border p-4 md:grid-cols-2 lg:grid-cols-4"
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
      <div className="self-end">
        <label htmlFor="inventory-filter-plant" className="font-semibold">
          {t("plant")}
        </label>
        <select
          id="inventory-filter-plant"
          value={filter.plant ?? ""}
          onChange={(event) => onChange({ plant: event.target.value || null })}
          className={FILTER_FIELD}
        >
          <option value="">{t("allPlants")}</option>
          {withChosen(plants, filter.plant).map((plant) => (
            <option key={plant} value={plant}>
              {plant}
            </option>
          ))}
        </select>
      </div>
      <div className="self-end">
        <label htmlFor="inventory-filter-organization" className="font-semibold">
          {t("organization")}
        </label>
        <select
          id="inventory-filter-organization"
          value={filter.organization ?? ""}
          onChange={(event) => onChange({ organization: event.target.value || null })}
          className={FILTER_FIELD}
        >
          <option value="">{t("allOrganizations")}</option>
          {withChosen(organizations, filter.organization).map((organization) => (
            <option key={organization} value={organization}>
              {organization}
            </option>
          ))}
        </select>
      </div>
      <div className="lg:col-span-4">
        <Button type="button" variant="secondary" onClick={onReset}>
          {t("reset")}
        </Button>
      </div>
    </form>
  );
}
