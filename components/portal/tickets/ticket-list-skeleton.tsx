"use client";

import { useTranslations } from "next-intl";

const ROWS = 6;

/** Grey rows where the tickets will be, marked busy, while the first page loads. */
export function TicketListSkeleton() {
  const t = useTranslations("Tickets");
  return (
    <div
      aria-busy="true"
      aria-label={t("loading")}
      role="status"
      data-testid="ticket-list-skeleton"
    >
      <span className="sr-only">{t("loading")}</span>
      <ul aria-hidden="true" className="space-y-3">
        {Array.from({ length: ROWS }, (_, index) => (
          <li key={index} className="h-12 animate-pulse rounded bg-theme-surface" />
        ))}
      </ul>
    </div>
  );
}
