"use client";

import type { TicketDetailsFragment } from "@/graphql/generated/portal";

import { ClosureRequestForm } from "../forms/closure-request-form";
import { CommentForm } from "../forms/comment-form";

interface TicketActionsProps {
  ticket: TicketDetailsFragment;
  /** Takes the ticket a mutation answered with: the page shows it at once. */
  onChanged: (ticket: TicketDetailsFragment) => void;
}

/**
 * Where the customer acts on a ticket: adding a comment and asking for closure (issue 12 item 3,
 * built in components/portal/tickets/comment-form.tsx and closure-request-form.tsx).
 */
export function TicketActions({ ticket, onChanged }: TicketActionsProps) {
  return (
    <div className="space-y-8">
      <CommentForm ticket={ticket} onChanged={onChanged} />
      <ClosureRequestForm ticket={ticket} onChanged={onChanged} />
    </div>
  );
}
