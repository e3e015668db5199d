import {
  closureRequestSchema,
  newCommentSchema,
  newTicketSchema,
} from "../../../contracts/portal/tickets/ticket-input-rules.mjs";
import { personOf, roleList, ticketCaller } from "../caller.mjs";
import { pageAnswer, pagingOf, searchWords } from "../list-arguments.mjs";
import { badUserInput, ticketNotFound } from "../portal-errors.mjs";

/** @typedef {import('../caller.mjs').PortalContext} PortalContext */

const MAX_PAGE_SIZE = 100;
const DAY_MS = 86_400_000;

/** GraphQL hands absent optional fields in as null; the shared schemas know only absent. */
function withoutNulls(/** @type {Record<string, unknown>} */ input) {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null));
}

/**
 * Checks input against a shared form schema; the first problem becomes BAD_USER_INPUT.
 * @template T
 * @param {{ safeParse(data: unknown): { success: true, data: T } | { success: false, error: { issues: { path: PropertyKey[], message: string }[] } } }} schema
 * @param {Record<string, unknown>} input
 * @returns {T}
 */
function checked(schema, input) {
  const result = schema.safeParse(withoutNulls(input));
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  throw badUserInput(String(issue?.path[0] ?? "input"), issue?.message ?? "invalid");
}

/** @param {unknown} value @param {string} field @returns {number | null} the day's start (ms) */
function dayStart(value, field) {
  if (value === null || value === undefined) return null;
  const match = typeof value === "string" ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  const ms = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
  if (!match || Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== value) {
    throw badUserInput(field, "dateInvalid");
  }
  return ms;
}

/** @param {PortalContext} context @param {string} companyKey @param {string} id */
function loadTicket(context, companyKey, id) {
  const ticket = context.repo.ticket(companyKey, id);
  if (!ticket) throw ticketNotFound(id);
  return ticket;
}

export const ticketResolvers = {
  Query: {
    /** @param {unknown} _root @param {unknown} _args @param {PortalContext} context */
    me(_root, _args, context) {
      const { account, name, email } = personOf(context);
      const { idToken } = context;
      return {
        id: idToken.sub,
        email,
        fullName: name,
        company: account?.company ?? null,
        country: idToken.country ?? account?.country ?? null,
        roles: roleList(idToken.roles),
      };
    },

    /** @param {unknown} _root @param {unknown} _args @param {PortalContext} context */
    locations(_root, _args, context) {
      const { companyKey } = ticketCaller(context);
      return context.repo.locations(companyKey);
    },

    /** @param {unknown} _root @param {any} args @param {PortalContext} context */
    tickets(_root, args, context) {
      const { companyKey } = ticketCaller(context);
      const { page, pageSize } = pagingOf(args, { defaultSize: 20, maxSize: MAX_PAGE_SIZE });
      const filter = args.filter ?? {};
      const from = dayStart(filter.createdFrom, "createdFrom");
      const to = dayStart(filter.createdTo, "createdTo");
      const { items, totalCount } = context.repo.listTickets(companyKey, {
        statuses: filter.status ?? [],
        types: filter.type ?? [],
        locationId: filter.locationId ?? null,
        machineId: filter.machineId ?? null,
        words: searchWords(filter.text),
        createdFrom: from === null ? null : new Date(from).toISOString(),
        createdBefore: to === null ? null : new Date(to + DAY_MS).toISOString(),
        sort: args.sort ?? "CREATED_ON_DESC",
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return pageAnswer({ items, totalCount }, { page, pageSize });
    },

    /** @param {unknown} _root @param {{ id: string }} args @param {PortalContext} context */
    ticket(_root, { id }, context) {
      const { companyKey } = ticketCaller(context);
      return context.repo.ticket(companyKey, id);
    },
  },

  Mutation: {
    /** @param {unknown} _root @param {{ input: any }} args @param {PortalContext} context */
    createTicket(_root, { input }, context) {
      const caller = ticketCaller(context);
      const data = checked(newTicketSchema, input);
      const { repo } = context;
      const location = repo.companyLocation(caller.companyKey, data.locationId);
      if (!location) throw badUserInput("locationId", "locationRequired");
      const machine = repo.companyMachine(caller.companyKey, data.machineId);
      if (!machine || machine.locationId !== location.id) {
        throw badUserInput("machineId", "machineRequired");
      }
      const id = repo.createTicket({
        companyKey: caller.companyKey,
        owner: caller,
        contact: caller.person,
        type: data.type,
        machine,
        locationId: location.id,
        machineName: data.machineName,
        serialNumber: data.serialNumber,
        subject: data.subject,
        description: data.description,
        attachmentIds: data.attachmentIds ?? [],
      });
      return loadTicket(context, caller.companyKey, id);
    },

    /** @param {unknown} _root @param {{ input: any }} args @param {PortalContext} context */
    addTicketComment(_root, { input }, context) {
      const caller = ticketCaller(context);
      const ticketId = String(input.ticketId);
      // An unknown ticket is "not found" before its input is judged.
      loadTicket(context, caller.companyKey, ticketId);
      const data = checked(newCommentSchema, {
        text: input.text,
        attachmentIds: input.attachmentIds,
      });
      context.repo.addComment({
        companyKey: caller.companyKey,
        ticketId,
        owner: caller,
        author: caller.person,
        text: data.text,
        attachmentIds: data.attachmentIds ?? [],
        notFound: () => ticketNotFound(ticketId),
      });
      return loadTicket(context, caller.companyKey, ticketId);
    },

    /** @param {unknown} _root @param {{ input: any }} args @param {PortalContext} context */
    requestTicketClosure(_root, { input }, context) {
      const caller = ticketCaller(context);
      const ticketId = String(input.ticketId);
      loadTicket(context, caller.companyKey, ticketId);
      const data = checked(closureRequestSchema, { reason: input.reason, comment: input.comment });
      context.repo.requestClosure({
        companyKey: caller.companyKey,
        ticketId,
        requestedBy: caller.person,
        reason: data.reason,
        comment: data.comment,
        notFound: () => ticketNotFound(ticketId),
      });
      return loadTicket(context, caller.companyKey, ticketId);
    },
  },

  Ticket: {
    /** @param {import('./ticket-rows.mjs').TicketRow} ticket @param {unknown} _args @param {PortalContext} context */
    location: (ticket, _args, context) => context.repo.locationById(ticket.locationId),
    /** @param {import('./ticket-rows.mjs').TicketRow} ticket @param {unknown} _args @param {PortalContext} context */
    machine: (ticket, _args, context) => context.repo.machineById(ticket.machineId),
    /** @param {import('./ticket-rows.mjs').TicketRow} ticket @param {unknown} _args @param {PortalContext} context */
    comments: (ticket, _args, context) => context.repo.comments(ticket.id),
    /** @param {import('./ticket-rows.mjs').TicketRow} ticket @param {unknown} _args @param {PortalContext} context */
    attachments: (ticket, _args, context) => context.repo.ticketAttachments(ticket.id),
    /** @param {import('./ticket-rows.mjs').TicketRow} ticket @param {unknown} _args @param {PortalContext} context */
    statusHistory: (ticket, _args, context) => context.repo.statusHistory(ticket.id),
    /** @param {import('./ticket-rows.mjs').TicketRow} ticket @param {unknown} _args @param {PortalContext} context */
    closureRequest: (ticket, _args, context) => context.repo.closureRequest(ticket.id),
  },
  Location: {
    /** @param {{ id: string }} location @param {unknown} _args @param {PortalContext} context */
    machines: (location, _args, context) => context.repo.machinesOf(location.id),
  },
  Comment: {
    /** @param {{ id: string }} comment @param {unknown} _args @param {PortalContext} context */
    attachments: (comment, _args, context) => context.repo.commentAttachments(comment.id),
  },
  Attachment: {
    /** @param {{ id: string }} attachment @param {unknown} _args @param {PortalContext} context */
    accessKey: (attachment, _args, context) => context.accessKeys.issue(attachment.id),
  },
};
