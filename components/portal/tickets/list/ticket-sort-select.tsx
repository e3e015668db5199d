"use client";

import { useTranslations } from "next-intl";

import {
  sortOfParam,
  sortParam,
  TICKET_SORT_PARAMS,
  type TicketSort,
} from "@/lib/portal/tickets/ticket-list-query";

/** Sort by created on or by status, either way round. */
export function TicketSortSelect({
  sort,
  onChange,
}: {
  sort: TicketSort;
  onChange: (sort: TicketSort) => void;
}) {
  const t = useTranslations("Tickets.sort");
  return (
    <label className="flex max-w-full min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
      <span className="font-semibold">{t("label")}</span>
      <select
        value={sortParam(sort)}
        onChange={(event) => onChange(sortOfParam(event.target.value))}
        className="max-w-full min-w-0 rounded border border-theme-border bg-theme-bg px-3 py-2 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-theme-accent"
      >
        {TICKET_SORT_PARAMS.map((value) => (
          <option key={value} value={value}>
            {t(value)}
          </option>
        ))}
      </select>
    </label>
  );
}
