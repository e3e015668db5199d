/**
 * The prepared statements of the portal's tickets, locations, machines, comments, attachments and
 * uploads (ticket-repository.mjs runs them; the list's filter shapes are prepared there, once
 * each).
 * @param {import('better-sqlite3').Database} db
 */
export function prepareTicketStatements(db) {
  return {
    company: db.prepare("SELECT key, name FROM portal_companies WHERE key = ?"),
    addCompany: db.prepare(
      "INSERT OR IGNORE INTO portal_companies (key, name, seeded_at) VALUES (?, ?, ?)",
    ),
    locations: db.prepare("SELECT * FROM portal_locations WHERE company_key = ? ORDER BY name, id"),
    location: db.prepare("SELECT * FROM portal_locations WHERE id = ?"),
    machinesOf: db.prepare("SELECT * FROM portal_machines WHERE location_id = ? ORDER BY name, id"),
    machine: db.prepare("SELECT * FROM portal_machines WHERE id = ?"),
    ticket: db.prepare("SELECT * FROM portal_tickets WHERE id = ? AND company_key = ?"),
    maxSeq: db.prepare("SELECT MAX(seq) AS seq FROM portal_tickets"),
    insertLocation: db.prepare(`INSERT INTO portal_locations
      (id, company_key, name, street, postal_code, city, country)
      VALUES (@id, @company_key, @name, @street, @postal_code, @city, @country)`),
    insertMachine: db.prepare(`INSERT INTO portal_machines
      (id, company_key, location_id, model, serial_number, name, plant, organization,
       year_of_manufacture, software_version, warranty_end, product_id)
      VALUES (@id, @company_key, @location_id, @model, @serial_number, @name, @plant, @organization,
       @year_of_manufacture, @software_version, @warranty_end, @product_id)`),
    insertTicket: db.prepare(`INSERT INTO portal_tickets
      (id, seq, company_key, type, subject, description, status, status_rank, concern,
       location_id, machine_id, machine_name, serial_number, contact_name, contact_email,
       created_on, updated_on, replies, search_text)
      VALUES (@id, @seq, @company_key, @type, @subject, @description, @status, @status_rank,
       @concern, @location_id, @machine_id, @machine_name, @serial_number, @contact_name,
       @contact_email, @created_on, @updated_on, @replies, @search_text)`),
    insertComment: db.prepare(`INSERT INTO portal_comments
      (id, ticket_id, author_name, author_email, from_service_desk, text, created_at)
      VALUES (@id, @ticket_id, @author_name, @author_email, @from_service_desk, @text, @created_at)`),
    insertStatus: db.prepare(`INSERT INTO portal_status_changes (ticket_id, position, status, at)
      VALUES (@ticket_id, (SELECT COUNT(*) FROM portal_status_changes WHERE ticket_id = @ticket_id),
       @status, @at)`),
    insertClosure: db.prepare(`INSERT OR REPLACE INTO portal_closure_requests
      (ticket_id, reason, comment, requested_at, requested_by_name, requested_by_email)
      VALUES (@ticket_id, @reason, @comment, @requested_at, @requested_by_name, @requested_by_email)`),
    insertAttachment: db.prepare(`INSERT INTO portal_attachments
      (id, ticket_id, comment_id, file_name, content_type, kind, size, uploaded_at, file)
      VALUES (@id, @ticket_id, @comment_id, @file_name, @content_type, @kind, @size, @uploaded_at, @file)`),
    comments: db.prepare(
      "SELECT * FROM portal_comments WHERE ticket_id = ? ORDER BY created_at, rowid",
    ),
    ticketAttachments: db.prepare(
      "SELECT * FROM portal_attachments WHERE ticket_id = ? AND comment_id IS NULL ORDER BY uploaded_at, rowid",
    ),
    commentAttachments: db.prepare(
      "SELECT * FROM portal_attachments WHERE comment_id = ? ORDER BY uploaded_at, rowid",
    ),
    attachment: db.prepare("SELECT * FROM portal_attachments WHERE id = ?"),
    history: db.prepare(
      "SELECT status, at FROM portal_status_changes WHERE ticket_id = ? ORDER BY position",
    ),
    closure: db.prepare("SELECT * FROM portal_closure_requests WHERE ticket_id = ?"),
    setStatus: db.prepare(
      "UPDATE portal_tickets SET status = ?, status_rank = ?, updated_on = ? WHERE id = ?",
    ),
    touchForComment: db.prepare(
      "UPDATE portal_tickets SET replies = replies + 1, updated_on = ? WHERE id = ?",
    ),
    insertSearch: db.prepare("INSERT INTO portal_ticket_search (rowid, text) VALUES (?, ?)"),
    removeCompany: [
      "DELETE FROM portal_ticket_search WHERE rowid IN (SELECT seq FROM portal_tickets WHERE company_key = ?)",
      "DELETE FROM portal_tickets WHERE company_key = ?",
      "DELETE FROM portal_machines WHERE company_key = ?",
      "DELETE FROM portal_locations WHERE company_key = ?",
      "DELETE FROM portal_uploads WHERE company_key = ?",
      "DELETE FROM portal_companies WHERE key = ?",
    ].map((sql) => db.prepare(sql)),
    upload: db.prepare("SELECT * FROM portal_uploads WHERE id = ?"),
    attachUpload: db.prepare("UPDATE portal_uploads SET attachment_id = ? WHERE id = ?"),
  };
}
