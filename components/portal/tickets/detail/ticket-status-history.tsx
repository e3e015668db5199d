"use client";

import { useLocale, useTranslations } from "next-intl";

import { formatDateTime } from "@/lib/format/date-time";
import type { TicketStatusChange } from "@/lib/portal/tickets/ticket";

import { PortalSection } from "../../portal-section";
import { TicketStatusBadge } from "../ticket-status-badge";

/** Every status the ticket had, oldest first, with when it changed. */
export function TicketStatusHistory({ history }: { history: readonly TicketStatusChange[] }) {
  const t = useTranslations("Tickets.detail");
  const language = useLocale();
  return (
    <PortalSection
      headingId="ticket-history-heading"
      title={t("statusHistory")}
      rank="part"
      className="space-y-3"
    >
      <ol className="space-y-2">
        {history.map((change, index) => (
          <li key={`${change.at}-${index}`} className="flex flex-wrap items-center gap-x-3">
            <TicketStatusBadge status={change.status} />
            <time dateTime={change.at} className="text-sm">
              {formatDateTime(change.at, language)}
            </time>
          </li>
        ))}
      </ol>
    </PortalSection>
  );
}
