import type { TicketListQueryVariables } from "@/graphql/generated/portal";

/** The react-query keys of the ticket screens, so a change can update or refresh them. */
export const ticketQueryKeys = {
  all: ["tickets"] as const,
  lists: () => [...ticketQueryKeys.all, "list"] as const,
  list: (variables: TicketListQueryVariables) => [...ticketQueryKeys.lists(), variables] as const,
  detail: (id: string) => [...ticketQueryKeys.all, "detail", id] as const,
  locations: () => [...ticketQueryKeys.all, "locations"] as const,
};
