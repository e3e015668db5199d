import { ensureMachineDetails } from "./inventory/machine-details-columns.mjs";
import { ensurePartsOrderTables } from "./parts/parts-order-tables.mjs";
import { ensureUserAdminTables } from "./user-admin/user-admin-tables.mjs";

/**
 * The portal back end's tables in the stand-ins' shared SQLite file. Tickets carry their company
 * key, a status rank (the enum's order, for sorting) and a lower-case search text, so listing,
 * filtering and paging a company's 10,000 tickets runs on indexes; the free text is also in a
 * trigram full-text index (portal_ticket_search, rowid = the ticket's seq), which finds any
 * substring of three or more characters, case-insensitively, without reading every ticket.
 */
const SCHEMA = `
  CREATE TABLE IF NOT EXISTS portal_companies (
    key TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    seeded_at TEXT NOT NULL
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS portal_locations (
    id TEXT PRIMARY KEY,
    company_key TEXT NOT NULL,
    name TEXT NOT NULL,
    street TEXT NOT NULL,
    postal_code TEXT NOT NULL,
    city TEXT NOT NULL,
    country TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS portal_locations_company ON portal_locations (company_key, name);
  CREATE TABLE IF NOT EXISTS portal_machines (
    id TEXT PRIMARY KEY,
    company_key TEXT NOT NULL,
    location_id TEXT NOT NULL REFERENCES portal_locations (id) ON DELETE CASCADE,
    model TEXT NOT NULL,
    serial_number TEXT NOT NULL,
    name TEXT NOT NULL,
    plant TEXT NOT NULL,
    organization TEXT NOT NULL,
    year_of_manufacture INTEGER,
    software_version TEXT,
    warranty_end TEXT
  );
  CREATE INDEX IF NOT EXISTS portal_machines_location ON portal_machines (location_id, name);
  CREATE TABLE IF NOT EXISTS portal_tickets (
    id TEXT PRIMARY KEY,
    seq INTEGER NOT NULL UNIQUE,
    company_key TEXT NOT NULL,
    type TEXT NOT NULL,
    subject TEXT NOT NULL,
    description TEXT NOT NULL,
    status TEXT NOT NULL,
    status_rank INTEGER NOT NULL,
    concern TEXT NOT NULL,
    location_id TEXT NOT NULL REFERENCES portal_locations (id),
    machine_id TEXT NOT NULL REFERENCES portal_machines (id),
    machine_name TEXT,
    serial_number TEXT,
    contact_name TEXT NOT NULL,
    contact_email TEXT NOT NULL,
    created_on TEXT NOT NULL,
    updated_on TEXT NOT NULL,
    replies INTEGER NOT NULL DEFAULT 0,
    search_text TEXT NOT NULL
  );
  DROP INDEX IF EXISTS portal_tickets_company_created;
  DROP INDEX IF EXISTS portal_tickets_company_status;
  DROP INDEX IF EXISTS portal_tickets_company_type;
  DROP INDEX IF EXISTS portal_tickets_company_location;
  DROP INDEX IF EXISTS portal_tickets_company_machine;
  CREATE INDEX IF NOT EXISTS portal_tickets_by_created
    ON portal_tickets (company_key, created_on, seq);
  -- Scanned forwards for STATUS_ASC (newest first within a status), backwards for STATUS_DESC.
  CREATE INDEX IF NOT EXISTS portal_tickets_by_status
    ON portal_tickets (company_key, status_rank, created_on DESC, seq DESC);
  CREATE INDEX IF NOT EXISTS portal_tickets_by_status_desc
    ON portal_tickets (company_key, status_rank DESC, created_on DESC, seq DESC);
  CREATE INDEX IF NOT EXISTS portal_tickets_by_type
    ON portal_tickets (company_key, type, created_on, seq);
  CREATE INDEX IF NOT EXISTS portal_tickets_by_location
    ON portal_tickets (company_key, location_id, created_on, seq);
  CREATE INDEX IF NOT EXISTS portal_tickets_by_machine
    ON portal_tickets (company_key, machine_id, created_on, seq);
  CREATE VIRTUAL TABLE IF NOT EXISTS portal_ticket_search USING fts5 (text, tokenize = 'trigram');
  CREATE TABLE IF NOT EXISTS portal_comments (
    id TEXT PRIMARY KEY,
    ticket_id TEXT NOT NULL REFERENCES portal_tickets (id) ON DELETE CASCADE,
    author_name TEXT NOT NULL,
    author_email TEXT NOT NULL,
    from_service_desk INTEGER NOT NULL,
    text TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS portal_comments_ticket ON portal_comments (ticket_id, created_at);
  CREATE TABLE IF NOT EXISTS portal_attachments (
    id TEXT PRIMARY KEY,
    ticket_id TEXT NOT NULL REFERENCES portal_tickets (id) ON DELETE CASCADE,
    comment_id TEXT REFERENCES portal_comments (id) ON DELETE CASCADE,
    file_name TEXT NOT NULL,
    content_type TEXT NOT NULL,
    kind TEXT NOT NULL,
    size INTEGER NOT NULL,
    uploaded_at TEXT NOT NULL,
    file TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS portal_attachments_ticket
    ON portal_attachments (ticket_id, comment_id, uploaded_at);
  CREATE TABLE IF NOT EXISTS portal_status_changes (
    ticket_id TEXT NOT NULL REFERENCES portal_tickets (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    status TEXT NOT NULL,
    at TEXT NOT NULL,
    PRIMARY KEY (ticket_id, position)
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS portal_closure_requests (
    ticket_id TEXT PRIMARY KEY REFERENCES portal_tickets (id) ON DELETE CASCADE,
    reason TEXT NOT NULL,
    comment TEXT,
    requested_at TEXT NOT NULL,
    requested_by_name TEXT NOT NULL,
    requested_by_email TEXT NOT NULL
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS portal_uploads (
    id TEXT PRIMARY KEY,
    owner_subject TEXT NOT NULL,
    company_key TEXT NOT NULL,
    file_name TEXT NOT NULL,
    length INTEGER NOT NULL,
    content_type TEXT,
    kind TEXT,
    created_at TEXT NOT NULL,
    finished_at TEXT,
    attachment_id TEXT
  );
  CREATE INDEX IF NOT EXISTS portal_uploads_created ON portal_uploads (created_at);
`;

/** @param {import('better-sqlite3').Database} db */
export function ensurePortalTables(db) {
  db.pragma("foreign_keys = ON");
  db.exec(SCHEMA);
  ensureMachineDetails(db);
  ensureUserAdminTables(db);
  ensurePartsOrderTables(db);
  const { tickets, indexed } = /** @type {{ tickets: number, indexed: number }} */ (
    db
      .prepare(
        `SELECT (SELECT COUNT(*) FROM portal_tickets) AS tickets,
          (SELECT COUNT(*) FROM portal_ticket_search) AS indexed`,
      )
      .get()
  );
  // A store written before the search index existed (or by hand) gets it rebuilt once.
  if (tickets !== indexed) {
    db.transaction(() => {
      db.exec("DELETE FROM portal_ticket_search");
      db.exec(
        "INSERT INTO portal_ticket_search (rowid, text) SELECT seq, search_text FROM portal_tickets",
      );
    }).immediate();
  }
}
