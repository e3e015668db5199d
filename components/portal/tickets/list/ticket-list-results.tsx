"use client";

import { useTranslations } from "next-intl";

import type { TicketListQuery } from "@/graphql/generated/portal";

import { TicketCards } from "./ticket-cards";
import { ListEmpty, ListSkeleton } from "../../list-states";
import { PortalPager } from "../../portal-pager";
import { TicketTable } from "./ticket-table";

interface TicketListResultsProps {
  page: TicketListQuery["tickets"] | undefined;
  /** The previous view is shown while the new one loads. */
  isUpdating: boolean;
  isFiltered: boolean;
  onReset: () => void;
  hrefOfTicket: (id: string) => string;
  hrefOfPage: (page: number) => string;
}

/** A page of tickets: a table on wide screens, cards on small ones, and the pages around it. */
export function TicketListResults({
  page,
  isUpdating,
  isFiltered,
  onReset,
  hrefOfTicket,
  hrefOfPage,
}: TicketListResultsProps) {
  const t = useTranslations("Tickets");
  if (!page) return <ListSkeleton testId="ticket-list-skeleton" />;
  if (page.items.length === 0) {
    return (
      <ListEmpty
        isFiltered={isFiltered}
        texts={{
          noneYet: t("noTicketsYet"),
          empty: t("empty"),
          emptyText: t("emptyText"),
          reset: t("filters.reset"),
        }}
        onReset={onReset}
      />
    );
  }
  const caption = t("tableCaption", { page: page.page, count: page.pageCount });
  return (
    <div aria-busy={isUpdating} className={`space-y-6 ${isUpdating ? "opacity-60" : ""}`}>
      <TicketTable tickets={page.items} caption={caption} hrefOf={hrefOfTicket} />
      <TicketCards tickets={page.items} label={caption} hrefOf={hrefOfTicket} />
      <PortalPager
        page={page.page}
        pageCount={page.pageCount}
        hrefFor={hrefOfPage}
        messages="Tickets.paging"
      />
    </div>
  );
}
