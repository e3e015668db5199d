"use client";

import { useLocale, useTranslations } from "next-intl";

import { formatDateTime } from "@/lib/format/date-time";
import type { ClosureRequest } from "@/lib/portal/tickets/ticket";

import { PortalSection } from "../../portal-section";

/** The customer's request to close the ticket: reason, comment, who and when. */
export function TicketClosureRequest({ request }: { request: ClosureRequest }) {
  const t = useTranslations("Tickets");
  const language = useLocale();
  return (
    <PortalSection
      headingId="ticket-closure-heading"
      title={t("detail.closureRequest")}
      rank="part"
      className="space-y-2 rounded border border-theme-border p-4"
    >
      <p className="text-sm">
        {t("detail.closureRequestedBy", {
          name: request.requestedBy.name,
          date: formatDateTime(request.requestedAt, language),
        })}
      </p>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
        <dt className="font-semibold">{t("detail.closureReason")}</dt>
        <dd>{t(`closureReason.${request.reason}`)}</dd>
        {request.comment ? (
          <>
            <dt className="font-semibold">{t("detail.closureComment")}</dt>
            <dd className="break-words whitespace-pre-line">{request.comment}</dd>
          </>
        ) : null}
      </dl>
    </PortalSection>
  );
}
