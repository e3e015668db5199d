import fs from "node:fs";
import path from "node:path";
import { EVENTS, Server } from "@tus/server";
import { MAX_UPLOAD_BYTES } from "../../../contracts/portal/tickets/ticket-input-rules.mjs";
import { SniffingFileStore } from "./upload-store.mjs";

export const UPLOADS_PATH = "/portal/uploads";
export const UPLOAD_LIFETIME_MS = 24 * 3_600_000;
const CLEAN_UP_EVERY_MS = 3_600_000;
const UPLOAD_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Unattached uploads one user may hold at a time (a ticket takes 10; the rest is a flood). */
export const MAX_OPEN_UPLOADS = 50;

/** @typedef {{ subject: string, companyKey: string }} UploadOwner */

/** A file name from the client's metadata, reduced to its last path part and printable text. */
export function safeFileName(/** @type {unknown} */ name) {
  const base = typeof name === "string" ? (name.split(/[\\/]/).pop() ?? "") : "";
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return printable.slice(0, 200) || "upload";
}

/** @param {import('node:http').ServerResponse} res @param {number} status @param {string} text */
function sendText(res, status, text) {
  res.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    "Tus-Resumable": "1.0.0",
    "Cache-Control": "no-store",
  });
  res.end(`${text}\n`);
}

/**
 * The tus 1.0.0 upload endpoint (@tus/server with a file store under <filesDir>/uploads): every
 * upload belongs to the user who created it (subject and company, in portal_uploads); anybody
 * else gets 404 for it. Limits: Upload-Length required, 1 byte to 100 MiB (413 above, 400 "The
 * file is empty" for 0); the first bytes must be an image or video (415, upload deleted).
 * Unattached uploads are removed after 24 hours (at start and hourly).
 * The public forms' anonymous uploads (intake/form-uploads.mjs) run a second instance with their
 * own path, table, folder, lifetime and limit; their owner is the form's upload ticket.
 * @param {object} options
 * @param {import('better-sqlite3').Database} options.db
 * @param {string} options.filesDir
 * @param {Pick<Console, 'warn'>} [options.log]
 * @param {string} [options.uploadsPath] where the endpoint is mounted
 * @param {string} [options.table] a table with portal_uploads' columns
 * @param {string} [options.directoryName] the folder below filesDir
 * @param {number} [options.lifetimeMs] how long an unattached upload is kept
 * @param {number} [options.maxOpen] unattached uploads one owner may hold
 */
export function createUploads({
  db,
  filesDir,
  log = console,
  uploadsPath = UPLOADS_PATH,
  table = "portal_uploads",
  directoryName = "uploads",
  lifetimeMs = UPLOAD_LIFETIME_MS,
  maxOpen = MAX_OPEN_UPLOADS,
}) {
  const directory = path.join(filesDir, directoryName);
  fs.mkdirSync(directory, { recursive: true });
  const s = {
    get: db.prepare(`SELECT * FROM ${table} WHERE id = ?`),
    insert: db.prepare(`INSERT INTO ${table}
      (id, owner_subject, company_key, file_name, length, created_at)
      VALUES (@id, @owner_subject, @company_key, @file_name, @length, @created_at)`),
    sniffed: db.prepare(`UPDATE ${table} SET content_type = ?, kind = ? WHERE id = ?`),
    finished: db.prepare(`UPDATE ${table} SET finished_at = ? WHERE id = ?`),
    remove: db.prepare(`DELETE FROM ${table} WHERE id = ?`),
    openOf: db.prepare(
      `SELECT COUNT(*) AS n FROM ${table} WHERE owner_subject = ? AND attachment_id IS NULL`,
    ),
    expired: db.prepare(`SELECT id FROM ${table} WHERE attachment_id IS NULL AND created_at < ?`),
  };
  /** @type {WeakMap<import('node:http').IncomingMessage, UploadOwner>} */
  const owners = new WeakMap();

  const datastore = new SniffingFileStore({
    directory,
    expirationPeriodInMilliseconds: lifetimeMs,
    onSniffed: (id, type) => s.sniffed.run(type.contentType, type.kind, id),
    onRefused: (id) => s.remove.run(id),
  });

  /** @param {Request} req */
  function ownerOf(req) {
    const node = /** @type {any} */ (req).runtime?.node?.req;
    const owner = node ? owners.get(node) : undefined;
    if (!owner) throw { status_code: 401, body: "The x-id-token header is missing\n" };
    return owner;
  }

  const tus = new Server({
    path: uploadsPath,
    datastore,
    maxSize: MAX_UPLOAD_BYTES,
    relativeLocation: true,
    // The id is the path's last segment, never anything after a "?" (tus would otherwise take
    // the URL's last "/" part, and /uploads/mine?x=/theirs would act on another user's upload).
    getFileIdFromRequest(req) {
      const id = new URL(req.url).pathname.slice(uploadsPath.length + 1);
      return UPLOAD_ID.test(id) ? id : undefined;
    },
    // Only the site's server calls this endpoint; no browser origin gets CORS headers.
    allowedOrigins: [],
    async onUploadCreate(req, upload) {
      if (upload.size === undefined) {
        throw { status_code: 400, body: "Upload-Length is required\n" };
      }
      if (upload.size === 0) throw { status_code: 400, body: "The file is empty\n" };
      const owner = ownerOf(req);
      const open = /** @type {{ n: number }} */ (s.openOf.get(owner.subject)).n;
      if (open >= maxOpen) {
        throw { status_code: 429, body: "Too many unfinished uploads; attach or delete some\n" };
      }
      s.insert.run({
        id: upload.id,
        owner_subject: owner.subject,
        company_key: owner.companyKey,
        file_name: safeFileName(upload.metadata?.filename),
        length: upload.size,
        created_at: new Date().toISOString(),
      });
      return {};
    },
    async onUploadFinish(_req, upload) {
      s.finished.run(new Date().toISOString(), upload.id);
      return {};
    },
    async onResponseError(_req, error) {
      const status = /** @type {any} */ (error).status_code;
      if (status === 413) return { status_code: 413, body: "Files can be at most 100 MB\n" };
      // tus says 501 for an extension it lacks (concatenation); for this caller it is a 400.
      if (status === 501) return { status_code: 400, body: /** @type {any} */ (error).body };
      return undefined;
    },
  });
  tus.on(EVENTS.POST_TERMINATE, (_req, _res, id) => s.remove.run(id));

  /** Removes unattached uploads (finished or not) older than the lifetime, and stray files. */
  async function cleanUp(now = Date.now()) {
    const cutoff = now - lifetimeMs;
    const expired = /** @type {{ id: string }[]} */ (s.expired.all(new Date(cutoff).toISOString()));
    for (const { id } of expired) {
      await datastore.remove(id).catch(() => {});
      s.remove.run(id);
    }
    for (const name of await fs.promises.readdir(directory)) {
      const id = name.replace(/\.json$/, "");
      if (s.get.get(id)) continue;
      const file = path.join(directory, name);
      const stat = await fs.promises.stat(file).catch(() => null);
      if (stat && stat.mtimeMs < cutoff) await fs.promises.rm(file, { force: true });
    }
    return expired.length;
  }

  const runCleanUp = () => {
    if (!db.open) {
      clearInterval(timer);
      return;
    }
    cleanUp().catch((error) => log.warn(`portal uploads: clean-up failed: ${error.message}`));
  };
  const timer = setInterval(runCleanUp, CLEAN_UP_EVERY_MS);
  timer.unref();
  runCleanUp();

  return {
    cleanUp,

    /**
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {string} pathname
     * @param {UploadOwner} owner the verified caller
     */
    async handle(req, res, pathname, owner) {
      if (pathname !== uploadsPath) {
        const id = pathname.slice(uploadsPath.length + 1);
        const upload = /** @type {any} */ (UPLOAD_ID.test(id) ? s.get.get(id) : undefined);
        const own =
          upload &&
          upload.owner_subject === owner.subject &&
          upload.company_key === owner.companyKey &&
          upload.attachment_id === null;
        if (!own) {
          sendText(res, 404, "Upload not found");
          return;
        }
      } else if (req.method !== "POST" && req.method !== "OPTIONS") {
        sendText(res, 405, "Use POST to create an upload");
        return;
      }
      owners.set(req, owner);
      await tus.handle(req, res);
    },
  };
}
