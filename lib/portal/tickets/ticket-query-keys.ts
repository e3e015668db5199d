import { type TicketListQuery, ticketListVariables } from "./ticket-list-query";

/** The react-query keys of the ticket screens, so a change can update or refresh them. */
export const ticketQueryKeys = {
  all: ["tickets"] as const,
  lists: () => [...ticketQueryKeys.all, "list"] as const,
  /** Keyed by what is asked of the back end: list states that ask the same share one entry. */
  list: (query: TicketListQuery) =>
    [...ticketQueryKeys.lists(), ticketListVariables(query)] as const,
  detail: (id: string) => [...ticketQueryKeys.all, "detail", id] as const,
  locations: () => [...ticketQueryKeys.all, "locations"] as const,
};
