"use client";

import { useTranslations } from "next-intl";

import type { TicketPage } from "@/lib/portal/tickets/ticket";

import { TicketCards } from "./ticket-cards";
import { ListResults } from "../../list/list-results";
import { TicketTable } from "./ticket-table";

interface TicketListResultsProps {
  page: TicketPage | undefined;
  /** The previous view is shown while the new one loads. */
  isUpdating: boolean;
  isFiltered: boolean;
  onReset: () => void;
  hrefOfTicket: (id: string) => string;
  hrefOfPage: (page: number) => string;
}

/** A page of tickets: a table on wide screens, cards on small ones, and the pages around it. */
export function TicketListResults({ hrefOfTicket, ...list }: TicketListResultsProps) {
  const t = useTranslations("Tickets");
  return (
    <ListResults
      {...list}
      messages="Tickets"
      noneYet={t("noTicketsYet")}
      skeletonTestId="ticket-list-skeleton"
    >
      {(tickets, caption) => (
        <>
          <TicketTable tickets={tickets} caption={caption} hrefOf={hrefOfTicket} />
          <TicketCards tickets={tickets} label={caption} hrefOf={hrefOfTicket} />
        </>
      )}
    </ListResults>
  );
}
