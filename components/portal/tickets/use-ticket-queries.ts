"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";

import {
  TicketDetailDocument,
  TicketListDocument,
  TicketLocationsDocument,
} from "@/graphql/generated/portal";
import { portalQuery } from "@/lib/portal/portal-graphql";
import { type TicketListQuery, ticketListVariables } from "@/lib/portal/tickets/ticket-list-query";
import { ticketQueryKeys } from "@/lib/portal/tickets/ticket-query-keys";

import { useIdToken } from "../use-stored-token";

/** A page of the company's tickets; the previous page stays shown while the next one loads. */
export function useTicketList(query: TicketListQuery) {
  const idToken = useIdToken();
  const variables = ticketListVariables(query);
  return useQuery({
    queryKey: ticketQueryKeys.list(variables),
    queryFn: async () =>
      (await portalQuery(TicketListDocument, variables, await idToken())).tickets,
    placeholderData: keepPreviousData,
  });
}

/** The company's locations with their machines, for the list's filters. */
export function useTicketLocations() {
  const idToken = useIdToken();
  return useQuery({
    queryKey: ticketQueryKeys.locations(),
    queryFn: async () =>
      (await portalQuery(TicketLocationsDocument, {}, await idToken())).locations,
    staleTime: 5 * 60_000,
  });
}

/** One ticket; null when the company has no ticket with this id. */
export function useTicketDetail(id: string) {
  const idToken = useIdToken();
  return useQuery({
    queryKey: ticketQueryKeys.detail(id),
    queryFn: async () => (await portalQuery(TicketDetailDocument, { id }, await idToken())).ticket,
  });
}
