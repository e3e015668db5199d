"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import {
  AddTicketCommentDocument,
  CreateTicketDocument,
  RequestTicketClosureDocument,
  TicketDetailDocument,
  TicketListDocument,
  TicketLocationsDocument,
} from "@/graphql/generated/portal";
import { portalQuery } from "@/lib/portal/portal-graphql";
import type { Ticket, TicketLocation, TicketPage } from "@/lib/portal/tickets/ticket";
import {
  closureRequestInput,
  type ClosureRequestValues,
  newCommentInput,
  type NewCommentValues,
  newTicketInput,
  type NewTicketValues,
} from "@/lib/portal/tickets/ticket-form-input";
import { type TicketListQuery, ticketListVariables } from "@/lib/portal/tickets/ticket-list-query";
import { ticketQueryKeys } from "@/lib/portal/tickets/ticket-query-keys";

import { useIdToken } from "../session/use-stored-token";

/*
 * The tickets area's one door to the portal back end: every query and mutation of the ticket
 * screens, with its cache key and what it refreshes. The answers' types are the screens' own
 * (lib/portal/tickets/ticket.ts); the annotations below check the back end's answers fit them.
 */

/** A page of the company's tickets; the previous page stays shown while the next one loads. */
export function useTicketList(query: TicketListQuery) {
  const idToken = useIdToken();
  return useQuery({
    queryKey: ticketQueryKeys.list(query),
    queryFn: async (): Promise<TicketPage> =>
      (await portalQuery(TicketListDocument, ticketListVariables(query), await idToken())).tickets,
    placeholderData: keepPreviousData,
  });
}

/** The company's locations with their machines, for the list's filters and the new ticket. */
export function useTicketLocations() {
  const idToken = useIdToken();
  return useQuery({
    queryKey: ticketQueryKeys.locations(),
    queryFn: async (): Promise<readonly TicketLocation[]> =>
      (await portalQuery(TicketLocationsDocument, {}, await idToken())).locations,
    staleTime: 5 * 60_000,
  });
}

/** One ticket; null when the company has no ticket with this id. */
export function useTicketDetail(id: string) {
  const idToken = useIdToken();
  return useQuery({
    queryKey: ticketQueryKeys.detail(id),
    queryFn: async (): Promise<Ticket | null> =>
      (await portalQuery(TicketDetailDocument, { id }, await idToken())).ticket,
  });
}

/** Opens a ticket; the lists are refreshed before the caller goes on (to the new ticket). */
export function useCreateTicket() {
  const idToken = useIdToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: NewTicketValues): Promise<{ id: string }> =>
      (await portalQuery(CreateTicketDocument, { input: newTicketInput(values) }, await idToken()))
        .createTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketQueryKeys.lists() }),
  });
}

/**
 * A change to a ticket (a comment, a closure request) answers with the whole ticket: its page shows
 * it at once, and the lists (replies, status) are refreshed when next shown.
 */
function useTicketChange<Values>(send: (values: Values, idToken: string) => Promise<Ticket>) {
  const idToken = useIdToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: Values) => send(values, await idToken()),
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketQueryKeys.detail(ticket.id), ticket);
      void queryClient.invalidateQueries({ queryKey: ticketQueryKeys.lists() });
    },
  });
}

/** Adds a comment, with its attachments, to the ticket. */
export function useAddTicketComment(ticketId: string) {
  return useTicketChange(
    async (values: NewCommentValues, idToken) =>
      (
        await portalQuery(
          AddTicketCommentDocument,
          { input: newCommentInput(ticketId, values) },
          idToken,
        )
      ).addTicketComment,
  );
}

/** Asks the service desk to close the ticket. */
export function useRequestTicketClosure(ticketId: string) {
  return useTicketChange(
    async (values: ClosureRequestValues, idToken) =>
      (
        await portalQuery(
          RequestTicketClosureDocument,
          { input: closureRequestInput(ticketId, values) },
          idToken,
        )
      ).requestTicketClosure,
  );
}
