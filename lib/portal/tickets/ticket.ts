import type {
  CLOSURE_REASONS,
  TICKET_CONCERNS,
  TICKET_STATUSES,
  TICKET_TYPES,
} from "@/contracts/portal/tickets/ticket-input-rules.mjs";

/**
 * The tickets as the portal's screens show them (spec 001 §3 "Ticket list fields", "Ticket
 * details"). The back end's answers are checked against these in use-tickets-api.ts, so a schema
 * change stops there and never reaches a screen.
 */

export type TicketType = (typeof TICKET_TYPES)[number];
export type TicketStatus = (typeof TICKET_STATUSES)[number];
/** How much the matter affects production, as the service desk assessed it. */
type TicketConcern = (typeof TICKET_CONCERNS)[number];
type ClosureReason = (typeof CLOSURE_REASONS)[number];
type AttachmentKind = "IMAGE" | "VIDEO";

interface Person {
  name: string;
}

interface MachineSummary {
  name: string;
  model: string;
  serialNumber: string;
}

/** A row of the ticket list: a table row on wide screens, a card on small ones. */
export interface TicketSummary {
  id: string;
  type: TicketType;
  subject: string;
  status: TicketStatus;
  concern: TicketConcern;
  /** The serial number the customer gave, when it differs from the machine's. */
  serialNumber: string | null;
  replies: number;
  createdOn: string;
  contact: Person;
  location: { name: string };
  machine: MachineSummary;
}

/** A page of the list as the back end filtered, sorted and cut it. */
export interface TicketPage {
  items: readonly TicketSummary[];
  totalCount: number;
  page: number;
  pageCount: number;
}

/** A file of a ticket or comment; the access key is the only credential its link needs. */
export interface TicketAttachment {
  id: string;
  fileName: string;
  kind: AttachmentKind;
  size: number;
  accessKey: string;
}

export interface TicketComment {
  id: string;
  author: Person;
  fromServiceDesk: boolean;
  text: string;
  createdAt: string;
  attachments: readonly TicketAttachment[];
}

export interface TicketStatusChange {
  status: TicketStatus;
  at: string;
}

export interface ClosureRequest {
  reason: ClosureReason;
  comment: string | null;
  requestedAt: string;
  requestedBy: Person;
}

/** One ticket with everything its page shows. */
export interface Ticket extends TicketSummary {
  description: string;
  /** The machine name the customer gave, if any. */
  machineName: string | null;
  updatedOn: string;
  contact: Person & { email: string };
  location: {
    name: string;
    address: { street: string; postalCode: string; city: string; country: string };
  };
  machine: MachineSummary & { plant: string; organization: string };
  attachments: readonly TicketAttachment[];
  comments: readonly TicketComment[];
  statusHistory: readonly TicketStatusChange[];
  closureRequest: ClosureRequest | null;
}

/** A machine a ticket can be about. */
interface TicketMachine extends MachineSummary {
  id: string;
}

/** A location of the company with its machines: the list's filters and the new ticket form. */
export interface TicketLocation {
  id: string;
  name: string;
  address: { city: string };
  machines: readonly TicketMachine[];
}
