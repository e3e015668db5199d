"use client";

import { useTranslations } from "next-intl";
import { usePathname } from "next/navigation";

import { buttonClasses } from "@/components/ui/button-classes";
import { AppLink } from "@/components/ui/app-link";
import { useFormatNumber } from "@/components/ui/use-format-number";
import { NEW_TICKET_PATH, ticketPath } from "@/lib/portal/portal-routes";
import {
  EMPTY_TICKET_FILTER,
  hasActiveFilter,
  parseTicketListQuery,
  ticketListSearch,
  withFilter,
  withPage,
  withSort,
} from "@/lib/portal/tickets/ticket-list-query";

import { useListQuery } from "../../list/use-list-query";
import { portalLink, usePortalContext } from "../../session/portal-context";
import { messageOf, PortalError } from "../../portal-error";
import { TicketFilters } from "./ticket-filters";
import { TicketListResults } from "./ticket-list-results";
import { TicketSortSelect } from "./ticket-sort-select";
import { useTicketList, useTicketLocations } from "../use-tickets-api";

/** /mykomax/tickets/list: the company's tickets, filtered, sorted and paged by the back end. */
export function TicketListScreen() {
  const t = useTranslations("Tickets");
  const formatNumber = useFormatNumber();
  const context = usePortalContext();
  const pathname = usePathname();
  const [query, show] = useListQuery(parseTicketListQuery, ticketListSearch);
  const list = useTicketList(query);
  const locations = useTicketLocations();
  const reset = () => show({ ...query, filter: EMPTY_TICKET_FILTER, page: 1 });
  const failure = list.error ?? locations.error;
  // A failed list says so beside the error box, never that it is still loading.
  const resultsHeading = () => {
    if (list.data) {
      const count = list.data.totalCount;
      return t("results", { count, formattedCount: formatNumber(count) });
    }
    return list.error ? t("unavailable") : t("loading");
  };

  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{t("listTitle")}</h1>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p>{t("intro")}</p>
        <AppLink href={portalLink(context, NEW_TICKET_PATH)} className={buttonClasses("primary")}>
          {t("newTicket")}
        </AppLink>
      </div>
      <div className="space-y-8">
        <TicketFilters
          filter={query.filter}
          locations={locations.data ?? []}
          onChange={(change) => show(withFilter(query, change))}
          onReset={reset}
        />
        <section aria-labelledby="ticket-results-heading" className="min-w-0 space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-4">
            <h2 id="ticket-results-heading" className="text-xl font-bold" aria-live="polite">
              {resultsHeading()}
            </h2>
            <TicketSortSelect sort={query.sort} onChange={(sort) => show(withSort(query, sort))} />
          </div>
          {failure ? (
            <PortalError details={messageOf(failure)} />
          ) : (
            <TicketListResults
              page={list.data}
              isUpdating={list.isPlaceholderData}
              isFiltered={hasActiveFilter(query.filter) || query.page > 1}
              onReset={reset}
              hrefOfTicket={(id) => portalLink(context, ticketPath(id))}
              hrefOfPage={(page) => `${pathname}${ticketListSearch(withPage(query, page))}`}
            />
          )}
        </section>
      </div>
    </div>
  );
}
