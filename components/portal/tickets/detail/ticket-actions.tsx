"use client";

import type { Ticket } from "@/lib/portal/tickets/ticket";

import { ClosureRequestForm } from "../forms/closure-request-form";
import { CommentForm } from "../forms/comment-form";

/**
 * Where the customer acts on a ticket: adding a comment and asking for closure (issue 12 item 3).
 * Each form sends its change through use-tickets-api.ts, which shows the answered ticket at once.
 */
export function TicketActions({ ticket }: { ticket: Ticket }) {
  return (
    <div className="space-y-8">
      <CommentForm ticket={ticket} />
      <ClosureRequestForm ticket={ticket} />
    </div>
  );
}
