"use client";

import { useTranslations } from "next-intl";

import { messageOf, PortalError } from "../../portal-error";
import { PortalLoading } from "../../portal-loading";
import { TicketCreatedFlash } from "./ticket-created-flash";
import { TicketDetail } from "./ticket-detail";
import { TicketNotFound } from "./ticket-not-found";
import { useTicketDetail } from "../use-tickets-api";

/** /mykomax/tickets/{id}: the ticket, "not found" when the company has none with this id. */
export function TicketDetailScreen({ id }: { id: string }) {
  const t = useTranslations("Tickets.detail");
  const detail = useTicketDetail(id);

  return (
    <div className="space-y-6">
      <TicketCreatedFlash id={id} />
      {detail.isPending ? (
        <PortalLoading text={t("loading")} />
      ) : detail.isError ? (
        <PortalError details={messageOf(detail.error)} />
      ) : detail.data ? (
        <TicketDetail ticket={detail.data} />
      ) : (
        <TicketNotFound />
      )}
    </div>
  );
}
