import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { sendJson } from "../../http-json.mjs";
import { createUploads } from "../files/uploads.mjs";

export const FORM_UPLOADS_PATH = "/portal/intake/uploads";
export const UPLOAD_TICKETS_PATH = "/portal/intake/upload-tickets";
export const SERVICE_DESK_FILES_PATH = "/portal/service-desk/files";

/** A form is filled within this time; its uploads can be attached until the ticket expires. */
export const UPLOAD_TICKET_LIFETIME_MS = 2 * 3_600_000;
/** Unattached uploads are removed after this (longer than a ticket lives, so none is cut off). */
export const FORM_UPLOAD_LIFETIME_MS = 3 * 3_600_000;
/** A service request takes 10 attachments; a few more allow for removed and replaced ones. */
export const MAX_UPLOADS_PER_TICKET = 15;

/** 32 characters of base64url: 192 random bits. */
export const UPLOAD_TICKET = /^[A-Za-z0-9_-]{32}$/;
const UPLOAD_ID = /^[A-Za-z0-9_-]{1,64}$/;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS intake_upload_tickets (
    id TEXT PRIMARY KEY,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS intake_uploads (
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
  CREATE INDEX IF NOT EXISTS intake_uploads_owner ON intake_uploads (owner_subject);
`;

/** @typedef {{ id: string, fileName: string, length: number, contentType: string | null }} FormAttachment */

/**
 * Anonymous uploads of the public forms (local-services/portal/README.md "Attachments of the
 * service request"). A visitor has no account, so the form first gets an upload ticket (a random
 * capability that expires); every upload is owned by its ticket, and a case can take only the
 * finished, unattached uploads of the ticket it names, while the ticket is valid. Nothing is
 * downloadable but through the service desk page.
 * @param {{ db: import('better-sqlite3').Database, filesDir: string, log?: Pick<Console, 'warn'>, now?: () => number }} options
 */
export function createFormUploads({ db, filesDir, log = console, now = () => Date.now() }) {
  db.exec(SCHEMA);
  const uploads = createUploads({
    db,
    filesDir,
    log,
    uploadsPath: FORM_UPLOADS_PATH,
    table: "intake_uploads",
    directoryName: "form-uploads",
    lifetimeMs: FORM_UPLOAD_LIFETIME_MS,
    maxOpen: MAX_UPLOADS_PER_TICKET,
  });
  const directory = path.join(filesDir, "form-uploads");
  const s = {
    insertTicket: db.prepare(
      "INSERT INTO intake_upload_tickets (id, created_at, expires_at) VALUES (?, ?, ?)",
    ),
    ticket: db.prepare("SELECT * FROM intake_upload_tickets WHERE id = ?"),
    expiredTickets: db.prepare("DELETE FROM intake_upload_tickets WHERE expires_at < ?"),
    upload: db.prepare("SELECT * FROM intake_uploads WHERE id = ?"),
    attach: db.prepare("UPDATE intake_uploads SET attachment_id = ? WHERE id = ?"),
  };

  /** @param {unknown} ticket */
  function validTicket(ticket) {
    if (typeof ticket !== "string" || !UPLOAD_TICKET.test(ticket)) return false;
    const row = /** @type {any} */ (s.ticket.get(ticket));
    return Boolean(row) && Date.parse(row.expires_at) > now();
  }

  return {
    cleanUp: uploads.cleanUp,

    /** A new ticket; expired ones are forgotten on the way. */
    issueTicket() {
      const at = now();
      s.expiredTickets.run(new Date(at).toISOString());
      const id = randomBytes(24).toString("base64url");
      const expiresAt = new Date(at + UPLOAD_TICKET_LIFETIME_MS).toISOString();
      s.insertTicket.run(id, new Date(at).toISOString(), expiresAt);
      return { ticket: id, expiresAt };
    },

    /**
     * Why these uploads cannot be attached by a case naming `ticket`, or null when every one is a
     * finished upload of that ticket, attached to nothing yet, and the ticket is still valid.
     * @param {string} ticket @param {readonly string[]} ids
     */
    refusal(ticket, ids) {
      if (!validTicket(ticket)) return "the upload ticket is unknown or has expired";
      for (const id of ids) {
        const row = /** @type {any} */ (UPLOAD_ID.test(id) ? s.upload.get(id) : undefined);
        if (!row || row.owner_subject !== ticket || row.attachment_id !== null) {
          return `upload ${id} is not one of this ticket's uploads`;
        }
        if (!row.finished_at || !row.kind) return `upload ${id} is not finished`;
      }
      return null;
    },

    /** Marks the uploads as the case's (call after `refusal` said null, in one transaction). */
    attach(/** @type {string} */ reference, /** @type {readonly string[]} */ ids) {
      for (const id of ids) s.attach.run(reference, id);
    },

    /**
     * The files of a case, for the service desk page.
     * @param {string} reference @param {readonly string[]} ids
     * @returns {FormAttachment[]}
     */
    attachmentsOf(reference, ids) {
      return ids.flatMap((id) => {
        const row = /** @type {any} */ (s.upload.get(id));
        return row && row.attachment_id === reference
          ? [{ id, fileName: row.file_name, length: row.length, contentType: row.content_type }]
          : [];
      });
    },

    /**
     * tus for the site's server: the upload ticket (`x-upload-ticket`) must be valid.
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {string} pathname
     */
    async handleUpload(req, res, pathname) {
      const ticket = req.headers["x-upload-ticket"];
      if (!validTicket(ticket)) {
        res.writeHead(401, {
          "Content-Type": "text/plain; charset=utf-8",
          "Tus-Resumable": "1.0.0",
          "Cache-Control": "no-store",
        });
        res.end("The upload ticket is missing, unknown or expired\n");
        return;
      }
      await uploads.handle(req, res, pathname, {
        subject: /** @type {string} */ (ticket),
        companyKey: "public-form",
      });
    },

    /**
     * `GET /portal/service-desk/files/{id}`: an attached file, as a download (never shown
     * inline), for the service desk; an unattached upload is nobody's to download.
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {string} pathname
     */
    async serveFile(req, res, pathname) {
      const id = pathname.slice(SERVICE_DESK_FILES_PATH.length + 1);
      const row = /** @type {any} */ (UPLOAD_ID.test(id) ? s.upload.get(id) : undefined);
      if (!row || row.attachment_id === null) {
        sendJson(res, 404, { error: "No such file" });
        return;
      }
      const file = path.join(directory, id);
      const stat = await fs.promises.stat(file).catch(() => null);
      if (!stat) {
        sendJson(res, 404, { error: "No such file" });
        return;
      }
      res.writeHead(200, {
        "Content-Type": row.content_type ?? "application/octet-stream",
        "Content-Length": String(stat.size),
        "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent(row.file_name)}`,
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": "no-store",
      });
      if (req.method === "HEAD") {
        res.end();
        return;
      }
      fs.createReadStream(file).pipe(res);
    },
  };
}

/** @typedef {ReturnType<typeof createFormUploads>} FormUploads */
