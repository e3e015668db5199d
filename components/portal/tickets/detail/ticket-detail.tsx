"use client";

import { useTranslations } from "next-intl";

import { TICKET_LIST_PATH } from "@/lib/portal/portal-routes";
import type { Ticket } from "@/lib/portal/tickets/ticket";

import { PortalBackLink } from "../../portal-back-link";
import { TicketActions } from "./ticket-actions";
import { TicketAttachments } from "./ticket-attachments";
import { TicketClosureRequest } from "./ticket-closure-request";
import { TicketConversation } from "./ticket-conversation";
import { TicketFields } from "./ticket-fields";
import { TicketStatusBadge } from "../ticket-status-badge";
import { TicketStatusHistory } from "./ticket-status-history";

/** Everything about one ticket: its fields, description, files, conversation and history. */
export function TicketDetail({ ticket }: { ticket: Ticket }) {
  const t = useTranslations("Tickets");
  return (
    <article aria-labelledby="ticket-heading" className="space-y-10">
      <header className="space-y-3">
        <PortalBackLink path={TICKET_LIST_PATH}>{t("backToList")}</PortalBackLink>
        <p className="flex flex-wrap items-center gap-3 font-semibold">
          <span>{ticket.id}</span>
          <TicketStatusBadge status={ticket.status} />
        </p>
        <h1 id="ticket-heading" className="text-3xl font-bold break-words">
          {ticket.subject}
        </h1>
      </header>
      <TicketFields ticket={ticket} />
      <section aria-labelledby="ticket-description-heading" className="space-y-3">
        <h2 id="ticket-description-heading" className="text-2xl font-bold">
          {t("fields.description")}
        </h2>
        <p className="break-words whitespace-pre-line" data-testid="ticket-description">
          {ticket.description}
        </p>
      </section>
      <section aria-labelledby="ticket-attachments-heading" className="space-y-3">
        <h2 id="ticket-attachments-heading" className="text-2xl font-bold">
          {t("detail.attachments")}
        </h2>
        {ticket.attachments.length === 0 ? <p>{t("detail.noAttachments")}</p> : null}
        <TicketAttachments attachments={ticket.attachments} />
      </section>
      <TicketConversation comments={ticket.comments} />
      <TicketActions ticket={ticket} />
      <div className="grid grid-cols-1 gap-8 md:grid-cols-2">
        <TicketStatusHistory history={ticket.statusHistory} />
        {ticket.closureRequest ? <TicketClosureRequest request={ticket.closureRequest} /> : null}
      </div>
    </article>
  );
}
