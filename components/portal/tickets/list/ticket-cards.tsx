"use client";

import { useLocale, useTranslations } from "next-intl";

import { AppLink } from "@/components/ui/app-link";
import { formatDay } from "@/lib/format/date-time";
import type { TicketSummary } from "@/lib/portal/tickets/ticket";

import { TicketStatusBadge } from "../ticket-status-badge";

interface TicketCardsProps {
  tickets: readonly TicketSummary[];
  label: string;
  hrefOf: (id: string) => string;
}

/** The ticket list on small screens: a card per ticket, the same fields as the table's row. */
export function TicketCards({ tickets, label, hrefOf }: TicketCardsProps) {
  const t = useTranslations("Tickets");
  const language = useLocale();
  return (
    <ul aria-label={label} className="space-y-4 lg:hidden" data-testid="ticket-cards">
      {tickets.map((ticket) => (
        <li key={ticket.id}>
          <article
            aria-labelledby={`ticket-card-${ticket.id}`}
            className="rounded border border-theme-border p-4"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 id={`ticket-card-${ticket.id}`} className="font-bold">
                <AppLink
                  href={hrefOf(ticket.id)}
                  className="text-theme-link underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-theme-accent"
                >
                  {ticket.id}: {ticket.subject}
                </AppLink>
              </h3>
              <TicketStatusBadge status={ticket.status} />
            </div>
            <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
              <dt className="font-semibold">{t("fields.type")}</dt>
              <dd>{t(`type.${ticket.type}`)}</dd>
              <dt className="font-semibold">{t("fields.concern")}</dt>
              <dd>{t(`concern.${ticket.concern}`)}</dd>
              <dt className="font-semibold">{t("fields.machine")}</dt>
              <dd>
                {t("machineSummary", { name: ticket.machine.name, model: ticket.machine.model })}
              </dd>
              <dt className="font-semibold">{t("fields.serialNumber")}</dt>
              <dd>{ticket.serialNumber ?? ticket.machine.serialNumber}</dd>
              <dt className="font-semibold">{t("fields.location")}</dt>
              <dd>{ticket.location.name}</dd>
              <dt className="font-semibold">{t("fields.contact")}</dt>
              <dd>{ticket.contact.name}</dd>
              <dt className="font-semibold">{t("fields.createdOn")}</dt>
              <dd>{formatDay(ticket.createdOn, language)}</dd>
              <dt className="font-semibold">{t("fields.replies")}</dt>
              <dd>{ticket.replies}</dd>
            </dl>
          </article>
        </li>
      ))}
    </ul>
  );
}
