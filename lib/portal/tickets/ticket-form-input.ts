import type {
  closureRequestSchema,
  newCommentSchema,
  newTicketSchema,
} from "@/contracts/portal/tickets/ticket-input-rules.mjs";

import type { TicketStatus } from "./ticket";

type Output<Schema extends { "~standard": { types?: unknown } }> =
  NonNullable<Schema["~standard"]["types"]> extends { output: infer O } ? O : never;

export type NewTicketValues = Output<typeof newTicketSchema>;
export type NewCommentValues = Output<typeof newCommentSchema>;
export type ClosureRequestValues = Output<typeof closureRequestSchema>;

/** An optional text left empty is not sent at all. */
function given(text: string | undefined): string | undefined {
  return text ? text : undefined;
}

function attachments(ids: readonly string[] | undefined): string[] | undefined {
  return ids && ids.length > 0 ? [...ids] : undefined;
}

/** The checked form values as the createTicket mutation's input. */
export function newTicketInput(values: NewTicketValues) {
  return {
    locationId: values.locationId,
    type: values.type,
    machineId: values.machineId,
    machineName: given(values.machineName),
    serialNumber: given(values.serialNumber),
    subject: values.subject,
    description: values.description,
    attachmentIds: attachments(values.attachmentIds),
  };
}

export function newCommentInput(ticketId: string, values: NewCommentValues) {
  return { ticketId, text: values.text, attachmentIds: attachments(values.attachmentIds) };
}

export function closureRequestInput(ticketId: string, values: ClosureRequestValues) {
  return { ticketId, reason: values.reason, comment: given(values.comment) };
}

/** Comments are closed once the ticket is (spec 001 §2: add comment on open tickets). */
export function acceptsComments(status: TicketStatus): boolean {
  return status !== "CLOSED";
}

/** Closure can be asked for while the ticket is open and not already asked to be closed. */
export function acceptsClosureRequest(status: TicketStatus): boolean {
  return status !== "CLOSED" && status !== "CLOSURE_REQUESTED";
}
