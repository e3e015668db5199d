"use client";

import { useTranslations } from "next-intl";

import { TICKET_LIST_PATH } from "@/lib/portal/portal-routes";
import type { Ticket } from "@/lib/portal/tickets/ticket";

import { PortalSection } from "../../portal-section";
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
      <PortalSection
        headingId="ticket-description-heading"
        title={t("fields.description")}
        className="space-y-3"
      >
        <p className="break-words whitespace-pre-line" data-testid="ticket-description">
          {ticket.description}
        </p>
      </PortalSection>
      <PortalSection
        headingId="ticket-attachments-heading"
        title={t("detail.attachments")}
        className="space-y-3"
      >
        {ticket.attachments.length === 0 ? <p>{t("detail.noAttachments")}</p> : null}
        <TicketAttachments attachments={ticket.attachments} />
      </PortalSection>
      <TicketConversation comments={ticket.comments} />
      <TicketActions ticket={ticket} />
      <div className="grid grid-cols-1 gap-8 md:grid-cols-2">
        <TicketStatusHistory history={ticket.statusHistory} />
        {ticket.closureRequest ? <TicketClosureRequest request={ticket.closureRequest} /> : null}
      </div>
    </article>
  );
}
