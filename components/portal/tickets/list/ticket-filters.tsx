"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

import { Icon } from "@/components/ui/icon";
import { machineAfterLocationChange, machineChoices } from "@/lib/portal/tickets/machine-choices";
import type { TicketLocation, TicketStatus, TicketType } from "@/lib/portal/tickets/ticket";
import {
  TICKET_SEARCH_MAX_LENGTH,
  type TicketListFilter,
} from "@/lib/portal/tickets/ticket-list-query";
import { TICKET_STATUSES, TICKET_TYPES } from "@/contracts/portal/tickets/ticket-input-rules.mjs";

import { ListFilterSelect } from "../../list/list-filter-select";
import {
  FILTER_GRID,
  filterTextSearch,
  ListFilterForm,
  ListFilterReset,
} from "../../list/list-filter-form";
import { FILTER_FIELD } from "../../list/list-search-field";
import { TicketChoiceGroup } from "./ticket-choice-group";

interface TicketFiltersProps {
  filter: TicketListFilter;
  locations: readonly TicketLocation[];
  onChange: (change: Partial<TicketListFilter>) => void;
  onReset: () => void;
}

/** Open on wide screens; on a phone the tickets come first and the filters open on demand. */
function isOpenAtFirst(): boolean {
  return typeof window === "undefined" || window.matchMedia("(min-width: 768px)").matches;
}

/**
 * The list's filters. Choices apply at once; the search text applies when submitted (Enter or the
 * button), so a half-typed word neither loads a page nor fills the history.
 */
export function TicketFilters({ filter, locations, onChange, onReset }: TicketFiltersProps) {
  const t = useTranslations("Tickets");
  const search = {
    id: "ticket-filter-text",
    texts: { label: t("filters.text"), hint: t("filters.textHint"), button: t("filters.apply") },
    maxLength: TICKET_SEARCH_MAX_LENGTH,
    ...filterTextSearch(filter, onChange),
  };
  const [isOpen, setOpen] = useState(isOpenAtFirst);
  const chooseLocation = (locationId: string | null) => {
    onChange({
      locationId,
      machineId: machineAfterLocationChange(locations, locationId, filter.machineId),
    });
  };

  return (
    <details
      open={isOpen}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group rounded border border-theme-border p-4 [&_summary::-webkit-details-marker]:hidden"
    >
      <summary className="cursor-pointer list-none rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-theme-accent">
        <h2
          id="ticket-filters-heading"
          className="inline-flex items-center gap-2 text-xl font-bold"
        >
          <Icon name="plus" size={16} className="group-open:hidden" />
          <Icon name="minus" size={16} className="hidden group-open:inline" />
          {t("filters.heading")}
        </h2>
      </summary>
      <ListFilterForm
        name={{ labelledBy: "ticket-filters-heading" }}
        search={search}
        className={`mt-4 ${FILTER_GRID}`}
      >
        <ListFilterSelect
          id="ticket-filter-location"
          label={t("filters.location")}
          allLabel={t("filters.allLocations")}
          value={filter.locationId}
          options={locations.map((location) => ({ value: location.id, label: location.name }))}
          onChange={chooseLocation}
        />
        <ListFilterSelect
          id="ticket-filter-machine"
          label={t("filters.machine")}
          allLabel={t("filters.allMachines")}
          value={filter.machineId}
          options={machineChoices(locations, filter.locationId).map((machine) => ({
            value: machine.id,
            label: t("filters.machineOption", {
              name: machine.name,
              model: machine.model,
              serialNumber: machine.serialNumber,
            }),
          }))}
          onChange={(machineId) => onChange({ machineId })}
        />
        <TicketChoiceGroup<TicketStatus>
          legend={t("filters.status")}
          name="status"
          options={TICKET_STATUSES}
          labelOf={(status) => t(`status.${status}`)}
          chosen={filter.status}
          onChange={(status) => onChange({ status })}
        />
        <TicketChoiceGroup<TicketType>
          legend={t("filters.type")}
          name="type"
          options={TICKET_TYPES}
          labelOf={(type) => t(`type.${type}`)}
          chosen={filter.type}
          onChange={(type) => onChange({ type })}
        />
        <fieldset>
          <legend className="font-semibold">{t("filters.createdOn")}</legend>
          <div className="grid grid-cols-2 gap-2 md:grid-cols-1">
            <label className="text-sm">
              {t("filters.from")}
              <input
                type="date"
                value={filter.createdFrom ?? ""}
                max={filter.createdTo ?? undefined}
                onChange={(event) => onChange({ createdFrom: event.target.value || null })}
                className={FILTER_FIELD}
              />
            </label>
            <label className="text-sm">
              {t("filters.to")}
              <input
                type="date"
                value={filter.createdTo ?? ""}
                min={filter.createdFrom ?? undefined}
                onChange={(event) => onChange({ createdTo: event.target.value || null })}
                className={FILTER_FIELD}
              />
            </label>
          </div>
        </fieldset>
        <ListFilterReset label={t("filters.reset")} onReset={onReset} className="self-end" />
      </ListFilterForm>
    </details>
  );
}
