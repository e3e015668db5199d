import { randomBytes } from "node:crypto";
import { badUserInput } from "../portal-errors.mjs";
import { ensurePortalTables } from "../portal-tables.mjs";
import { statusRank, ticketListQuery } from "./ticket-list-query.mjs";
import { prepareTicketStatements } from "./ticket-statements.mjs";
import {
  attachmentOf,
  locationOf,
  machineOf,
  searchTextOf,
  ticketIdOf,
  ticketOf,
} from "./ticket-rows.mjs";

/** The first ticket number; one sequence for all companies (T-100001). */
export const FIRST_TICKET_SEQ = 100_001;

/**
 * @typedef {import("./ticket-rows.mjs").TicketRow} TicketRow
 * @typedef {import("./ticket-rows.mjs").Person} Person
 */

/** @param {string} prefix */
export function newId(prefix) {
  return `${prefix}-${randomBytes(8).toString("hex")}`;
}

/**
 * Reads and writes of the portal's tickets, scoped by the caller's company key. Every write runs
 * in one immediate transaction (the generator may write from another process).
 * @param {import('better-sqlite3').Database} db
 */
export function createTicketRepository(db) {
  ensurePortalTables(db);
  const s = prepareTicketStatements(db);

  /**
   * Turns the caller's finished, unattached uploads into attachments (inside a transaction).
   * @param {string[]} uploadIds
   * @param {{ subject: string, companyKey: string }} owner
   * @param {{ ticketId: string, commentId: string | null, at: string }} target
   */
  function attachUploads(uploadIds, owner, target) {
    for (const uploadId of uploadIds) {
      const upload = /** @type {any} */ (s.upload.get(uploadId));
      const usable =
        upload &&
        upload.owner_subject === owner.subject &&
        upload.company_key === owner.companyKey &&
        upload.finished_at !== null &&
        upload.content_type !== null &&
        upload.attachment_id === null;
      if (!usable) throw badUserInput("attachmentIds", "attachmentInvalid");
      const id = newId("A");
      s.insertAttachment.run({
        id,
        ticket_id: target.ticketId,
        comment_id: target.commentId,
        file_name: upload.file_name,
        content_type: upload.content_type,
        kind: upload.kind,
        size: upload.length,
        uploaded_at: upload.finished_at,
        file: `uploads/${upload.id}`,
      });
      s.attachUpload.run(id, upload.id);
    }
  }

  /** @template T @param {() => T} fn @returns {T} */
  const write = (fn) => db.transaction(fn).immediate();

  /** The list's statements, one per filter shape, prepared once. */
  const listStatements = new Map();
  /** @param {string} sql @returns {import('better-sqlite3').Statement} */
  function prepared(sql) {
    let statement = listStatements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      listStatements.set(sql, statement);
    }
    return statement;
  }

  /**
   * A page of a free-text search with its matches counted in the same statement: such a search
   * costs what the text index finds (thousands of tickets for a common word), so it runs once.
   * @param {string} condition @param {unknown[]} params @param {string} orderBy
   * @param {{ limit: number, offset: number }} page
   * @returns {any[]} the page's rows, each with `found_count`
   */
  function searchPage(condition, params, orderBy, { limit, offset }) {
    return prepared(
      `WITH found AS MATERIALIZED (
         SELECT seq, status_rank, created_on FROM portal_tickets WHERE ${condition}
       )
       SELECT (SELECT COUNT(*) FROM found) AS found_count, portal_tickets.*
       FROM (SELECT seq FROM found ORDER BY ${orderBy} LIMIT ? OFFSET ?) AS shown
       JOIN portal_tickets USING (seq)
       ORDER BY ${orderBy}`,
    ).all(...params, limit, offset);
  }

  function nextSeq() {
    const row = /** @type {{ seq: number | null }} */ (s.maxSeq.get());
    return Math.max(FIRST_TICKET_SEQ, (row.seq ?? 0) + 1);
  }

  /** @param {string} companyKey @param {string} id @returns {TicketRow | null} */
  function findTicket(companyKey, id) {
    const row = s.ticket.get(id, companyKey);
    return row ? ticketOf(row) : null;
  }

  return {
    db,
    write,
    statements: s,

    /**
     * Deletes a company's tickets (with their comments, attachments and histories), machines,
     * locations and uploads; files of uploads stay for the uploads' clean-up.
     * @param {string} key
     */
    removeCompany(key) {
      write(() => {
        for (const statement of s.removeCompany) statement.run(key);
      });
    },
    /** @param {string} key */
    hasCompany(key) {
      return s.company.get(key) !== undefined;
    },
    /** @param {string} key @param {string} name @param {string} at */
    addCompany(key, name, at) {
      s.addCompany.run(key, name, at);
    },
    nextSeq,

    /** @param {string} companyKey */
    locations(companyKey) {
      return s.locations.all(companyKey).map(locationOf);
    },
    /** @param {string} locationId */
    machinesOf(locationId) {
      return s.machinesOf.all(locationId).map(machineOf);
    },
    /** @param {string} id */
    locationById(id) {
      const row = s.location.get(id);
      return row ? locationOf(row) : null;
    },
    /** @param {string} id */
    machineById(id) {
      const row = s.machine.get(id);
      return row ? machineOf(row) : null;
    },
    /** @param {string} companyKey @param {string} id */
    companyLocation(companyKey, id) {
      const row = /** @type {any} */ (s.location.get(id));
      return row && row.company_key === companyKey ? locationOf(row) : null;
    },
    /** @param {string} companyKey @param {string} id */
    companyMachine(companyKey, id) {
      const row = /** @type {any} */ (s.machine.get(id));
      return row && row.company_key === companyKey ? machineOf(row) : null;
    },

    ticket: findTicket,

    /**
     * @param {string} companyKey @param {import('./ticket-list-query.mjs').TicketQuery} query
     * @returns {{ items: TicketRow[], totalCount: number }}
     */
    listTickets(companyKey, query) {
      const { condition, params, orderBy } = ticketListQuery(companyKey, query);
      if (query.words?.length) {
        const rows = searchPage(condition, params, orderBy, query);
        // An empty page (nothing found, or past the last) is counted below.
        if (rows.length > 0) return { items: rows.map(ticketOf), totalCount: rows[0].found_count };
      }
      const { total } = /** @type {{ total: number }} */ (
        prepared(`SELECT COUNT(*) AS total FROM portal_tickets WHERE ${condition}`).get(...params)
      );
      const rows = prepared(
        `SELECT * FROM portal_tickets WHERE ${condition} ORDER BY ${orderBy} LIMIT ? OFFSET ?`,
      ).all(...params, query.limit, query.offset);
      return { items: rows.map(ticketOf), totalCount: total };
    },

    /** @param {string} ticketId */
    comments(ticketId) {
      return s.comments.all(ticketId).map((/** @type {any} */ row) => ({
        id: row.id,
        author: { name: row.author_name, email: row.author_email },
        fromServiceDesk: row.from_service_desk === 1,
        text: row.text,
        createdAt: row.created_at,
      }));
    },
    /** @param {string} ticketId */
    ticketAttachments(ticketId) {
      return s.ticketAttachments.all(ticketId).map(attachmentOf);
    },
    /** @param {string} commentId */
    commentAttachments(commentId) {
      return s.commentAttachments.all(commentId).map(attachmentOf);
    },
    /** @param {string} id */
    attachment(id) {
      const row = s.attachment.get(id);
      return row ? attachmentOf(row) : null;
    },
    /** @param {string} ticketId @returns {{ status: string, at: string }[]} */
    statusHistory(ticketId) {
      return /** @type {any} */ (s.history.all(ticketId));
    },
    /** @param {string} ticketId */
    closureRequest(ticketId) {
      const row = /** @type {any} */ (s.closure.get(ticketId));
      if (!row) return null;
      return {
        reason: row.reason,
        comment: row.comment,
        requestedAt: row.requested_at,
        requestedBy: { name: row.requested_by_name, email: row.requested_by_email },
      };
    },

    /**
     * Opens a ticket: NEW, not yet assessed, its first status change at creation.
     * @param {object} input
     * @param {string} input.companyKey
     * @param {{ subject: string, companyKey: string }} input.owner the uploads' owner
     * @param {Person} input.contact
     * @param {string} input.type
     * @param {ReturnType<typeof machineOf>} input.machine
     * @param {string} input.locationId
     * @param {string | undefined} input.machineName
     * @param {string | undefined} input.serialNumber
     * @param {string} input.subject
     * @param {string} input.description
     * @param {string[]} input.attachmentIds
     * @param {string} [input.at]
     * @returns {string} the new ticket's id
     */
    createTicket(input) {
      return write(() => {
        const at = input.at ?? new Date().toISOString();
        const seq = nextSeq();
        const id = ticketIdOf(seq);
        const ticket = {
          id,
          subject: input.subject,
          description: input.description,
          machineName: input.machineName || null,
          serialNumber: input.serialNumber || null,
        };
        const searchText = searchTextOf(ticket, {
          name: input.machine.name,
          model: input.machine.model,
          serial_number: input.machine.serialNumber,
        });
        s.insertTicket.run({
          id,
          seq,
          company_key: input.companyKey,
          type: input.type,
          subject: input.subject,
          description: input.description,
          status: "NEW",
          status_rank: statusRank("NEW"),
          concern: "NOT_ASSESSED",
          location_id: input.locationId,
          machine_id: input.machine.id,
          machine_name: ticket.machineName,
          serial_number: ticket.serialNumber,
          contact_name: input.contact.name,
          contact_email: input.contact.email,
          created_on: at,
          updated_on: at,
          replies: 0,
          search_text: searchText,
        });
        s.insertSearch.run(seq, searchText);
        s.insertStatus.run({ ticket_id: id, status: "NEW", at });
        attachUploads(input.attachmentIds, input.owner, { ticketId: id, commentId: null, at });
        return id;
      });
    },

    /**
     * The caller's comment; a ticket waiting for the customer goes back to IN_PROGRESS.
     * @param {object} input
     * @param {string} input.companyKey
     * @param {string} input.ticketId
     * @param {{ subject: string, companyKey: string }} input.owner
     * @param {Person} input.author
     * @param {string} input.text
     * @param {string[]} input.attachmentIds
     * @param {() => Error} input.notFound
     */
    addComment(input) {
      write(() => {
        const ticket = findTicket(input.companyKey, input.ticketId);
        if (!ticket) throw input.notFound();
        if (ticket.status === "CLOSED") throw badUserInput("ticketId", "ticketClosed");
        const at = new Date().toISOString();
        const commentId = newId("C");
        s.insertComment.run({
          id: commentId,
          ticket_id: ticket.id,
          author_name: input.author.name,
          author_email: input.author.email,
          from_service_desk: 0,
          text: input.text,
          created_at: at,
        });
        s.touchForComment.run(at, ticket.id);
        if (ticket.status === "WAITING_FOR_CUSTOMER") {
          s.setStatus.run("IN_PROGRESS", statusRank("IN_PROGRESS"), at, ticket.id);
          s.insertStatus.run({ ticket_id: ticket.id, status: "IN_PROGRESS", at });
        }
        attachUploads(input.attachmentIds, input.owner, { ticketId: ticket.id, commentId, at });
      });
    },

    /**
     * @param {object} input
     * @param {string} input.companyKey
     * @param {string} input.ticketId
     * @param {Person} input.requestedBy
     * @param {string} input.reason
     * @param {string | undefined} input.comment
     * @param {() => Error} input.notFound
     */
    requestClosure(input) {
      write(() => {
        const ticket = findTicket(input.companyKey, input.ticketId);
        if (!ticket) throw input.notFound();
        if (ticket.status === "CLOSED") throw badUserInput("ticketId", "ticketClosed");
        if (ticket.status === "CLOSURE_REQUESTED") {
          throw badUserInput("ticketId", "closureAlreadyRequested");
        }
        const at = new Date().toISOString();
        s.setStatus.run("CLOSURE_REQUESTED", statusRank("CLOSURE_REQUESTED"), at, ticket.id);
        s.insertStatus.run({ ticket_id: ticket.id, status: "CLOSURE_REQUESTED", at });
        s.insertClosure.run({
          ticket_id: ticket.id,
          reason: input.reason,
          comment: input.comment || null,
          requested_at: at,
          requested_by_name: input.requestedBy.name,
          requested_by_email: input.requestedBy.email,
        });
      });
    },
  };
}

/** @typedef {ReturnType<typeof createTicketRepository>} TicketRepository */
