"use client";

import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";

/** No ticket on this view: with filters, a way back to all tickets; without, just that. */
export function TicketListEmpty({
  isFiltered,
  onReset,
}: {
  isFiltered: boolean;
  onReset: () => void;
}) {
  const t = useTranslations("Tickets");
  if (!isFiltered) return <p className="rounded bg-theme-surface p-6">{t("noTicketsYet")}</p>;
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
