"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";

import { Spinner } from "@/components/ui/spinner";
import type { TicketDetailsFragment } from "@/graphql/generated/portal";
import { ticketQueryKeys } from "@/lib/portal/tickets/ticket-query-keys";

import { messageOf, PortalError } from "../../portal-error";
import { TicketCreatedFlash } from "./ticket-created-flash";
import { TicketDetail } from "./ticket-detail";
import { TicketNotFound } from "./ticket-not-found";
import { useTicketDetail } from "../use-ticket-queries";

/** /mykomax/tickets/{id}: the ticket, "not found" when the company has none with this id. */
export function TicketDetailScreen({ id }: { id: string }) {
  const t = useTranslations("Tickets.detail");
  const queryClient = useQueryClient();
  const detail = useTicketDetail(id);

  // A comment or closure request answers with the whole ticket: shown at once, lists refreshed.
  const onChanged = (ticket: TicketDetailsFragment) => {
    queryClient.setQueryData(ticketQueryKeys.detail(id), ticket);
    void queryClient.invalidateQueries({ queryKey: ticketQueryKeys.lists() });
  };

  return (
    <div className="space-y-6">
      <TicketCreatedFlash id={id} />
      {detail.isPending ? (
        <p className="flex items-center gap-3" aria-live="polite" aria-busy="true">
          <Spinner isStatus={false} />
          {t("loading")}
        </p>
      ) : detail.isError ? (
        <PortalError details={messageOf(detail.error)} />
      ) : detail.data ? (
        <TicketDetail ticket={detail.data} onChanged={onChanged} />
      ) : (
        <TicketNotFound />
      )}
    </div>
  );
}
