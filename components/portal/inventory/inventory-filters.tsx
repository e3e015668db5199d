"use client";

import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";

import { Button } from "@/components/ui/button";
import {
  type InventoryFilter,
  INVENTORY_TEXT_MAX_LENGTH,
} from "@/lib/portal/inventory/inventory-query";

interface InventoryFiltersProps {
  filter: InventoryFilter;
  plants: readonly string[];
  organizations: readonly string[];
  onChange: (change: Partial<InventoryFilter>) => void;
  onReset: () => void;
}

const FIELD =
  "mt-1 block w-full rounded border border-theme-border bg-theme-bg px-3 py-2 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-theme-accent";

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
  const [text, setText] = useState(filter.text);
  const [shownFilterText, setShownFilterText] = useState(filter.text);
  if (shownFilterText !== filter.text) {
    setShownFilterText(filter.text);
    setText(filter.text);
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ text: text.replace(/\s+/g, " ").trim() });
  };

  return (
    <form
      role="search"
      aria-label={t("heading")}
      onSubmit={submit}
      className="grid gap-x-6 gap-y-4 rounded border border-theme-border p-4 md:grid-cols-2 lg:grid-cols-4"
    >
      <div className="md:col-span-2">
        <label htmlFor="inventory-filter-text" className="font-semibold">
          {t("text")}
        </label>
        <p id="inventory-filter-text-hint" className="text-sm text-theme-muted">
          {t("textHint")}
        </p>
        <div className="mt-1 flex gap-2">
          <input
            id="inventory-filter-text"
            type="search"
            name="q"
            value={text}
            maxLength={INVENTORY_TEXT_MAX_LENGTH}
            aria-describedby="inventory-filter-text-hint"
            onChange={(event) => setText(event.target.value)}
            className={`${FIELD} mt-0 min-w-0 flex-1`}
          />
          <Button type="submit" className="px-4 py-2">
            {t("apply")}
          </Button>
        </div>
      </div>
      <div className="self-end">
        <label htmlFor="inventory-filter-plant" className="font-semibold">
          {t("plant")}
        </label>
        <select
          id="inventory-filter-plant"
          value={filter.plant ?? ""}
          onChange={(event) => onChange({ plant: event.target.value || null })}
          className={FIELD}
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
          className={FIELD}
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
