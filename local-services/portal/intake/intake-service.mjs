import { sendJson } from "../../http-json.mjs";
import { sendPage } from "../../oidc/pages/layout.mjs";
import { BodyTooLargeError, readBoundedBody } from "../graphql-limits.mjs";
import {
  createFormUploads,
  FORM_UPLOADS_PATH,
  SERVICE_DESK_FILES_PATH,
  UPLOAD_TICKETS_PATH,
} from "./form-uploads.mjs";
import { parseSubmission } from "./intake-input.mjs";
import { createIntakeRepository } from "./intake-repository.mjs";
import { renderServiceDeskPage } from "./service-desk-page.mjs";

export const INTAKE_PATH = "/portal/intake";
export const SERVICE_DESK_PATH = "/portal/service-desk";
const DESTINATIONS = /** @type {const} */ ({
  [`${INTAKE_PATH}/cases`]: "case",
  [`${INTAKE_PATH}/leads`]: "lead",
});

/**
 * The ticketing back end's door for the public forms (local-services/portal/README.md "Cases and
 * leads from the public forms"):
 *   POST /portal/intake/cases  {kind, idempotencyKey, locale, fields, flag} → 201 {reference, …};
 *                              the same key again → 200 the same record; other content → 409
 *   POST /portal/intake/leads  the same for leads
 *   GET  /portal/service-desk  HTML: the cases and leads, newest first
 *   GET  /portal/service-desk/cases, /portal/service-desk/leads  JSON {records: […]}
 * With `filesDir`, also the public forms' anonymous uploads (form-uploads.mjs):
 *   POST /portal/intake/upload-tickets  → 201 {ticket, expiresAt}
 *   tus  /portal/intake/uploads[/{id}]  with x-upload-ticket
 *   GET  /portal/service-desk/files/{id}  an attached file, as a download
 * @param {{ db: import('better-sqlite3').Database, filesDir?: string, log?: Pick<Console, 'warn'>, now?: () => number }} options
 */
export function createIntake({ db, filesDir, log, now }) {
  const repo = createIntakeRepository(db);
  const formUploads = filesDir ? createFormUploads({ db, filesDir, log, now }) : null;

  /**
   * Stores the submission and gives it its attachments, all or nothing: a case names only
   * finished uploads of its own valid ticket.
   * @param {Extract<ReturnType<typeof parseSubmission>, { ok: true }>} parsed
   * @returns {ReturnType<typeof repo.receive> | { outcome: 'refused', error: string }}
   */
  const receiveWithAttachments = db.transaction((parsed) => {
    const received = repo.receive(parsed.submission);
    if (!parsed.attachments || received.outcome !== "created") return received;
    const { ticket, ids } = parsed.attachments;
    const refusal = formUploads
      ? formUploads.refusal(ticket, ids)
      : "this back end takes no attachments";
    if (refusal) throw new AttachmentRefused(`fields.attachments: ${refusal}`);
    formUploads?.attach(received.record.reference, ids);
    return received;
  });

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {'case' | 'lead'} destination */
  async function receive(req, res, destination) {
    let text;
    try {
      text = (await readBoundedBody(req)).toString("utf8");
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      sendJson(res, 413, { error: "The body is too large" }, { Connection: "close" });
      return;
    }
    /** @type {unknown} */
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      sendJson(res, 400, { error: "The body must be a JSON object" });
      return;
    }
    if (!body || typeof body !== "object" || Array.isArray(body)) {
      sendJson(res, 400, { error: "The body must be a JSON object" });
      return;
    }
    const parsed = parseSubmission(/** @type {Record<string, unknown>} */ (body), destination);
    if (!parsed.ok) {
      sendJson(res, 400, { error: parsed.error });
      return;
    }
    let received;
    try {
      received = receiveWithAttachments(parsed);
    } catch (error) {
      if (!(error instanceof AttachmentRefused)) throw error;
      sendJson(res, 400, { error: error.message });
      return;
    }
    if (received.outcome === "conflict") {
      sendJson(res, 409, { error: "This idempotency key was used for another submission" });
      return;
    }
    const { reference, kind, receivedAt } = received.record;
    sendJson(res, received.outcome === "created" ? 201 : 200, { reference, kind, receivedAt });
  }

  return {
    repo,
    formUploads,

    /**
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {string} pathname
     * @returns {Promise<boolean>}
     */
    async handle(req, res, pathname) {
      if (formUploads && handlesFormUpload(pathname)) {
        if (pathname === UPLOAD_TICKETS_PATH) {
          if (req.method !== "POST") {
            sendJson(res, 405, { error: "Use POST" }, { Allow: "POST" });
          } else {
            sendJson(res, 201, formUploads.issueTicket(), { "Cache-Control": "no-store" });
          }
        } else if (pathname.startsWith(`${SERVICE_DESK_FILES_PATH}/`)) {
          if (req.method !== "GET" && req.method !== "HEAD") {
            sendJson(res, 405, { error: "Use GET" }, { Allow: "GET, HEAD" });
          } else {
            await formUploads.serveFile(req, res, pathname);
          }
        } else {
          await formUploads.handleUpload(req, res, pathname);
        }
        return true;
      }
      const path = pathname.replace(/\/+$/, "");
      const destination = DESTINATIONS[/** @type {keyof typeof DESTINATIONS} */ (path)];
      if (destination) {
        if (req.method !== "POST") {
          sendJson(res, 405, { error: "Use POST" }, { Allow: "POST" });
          return true;
        }
        await receive(req, res, destination);
        return true;
      }
      /** @type {Record<string, 'case' | 'lead' | null>} */
      const pages = {
        [SERVICE_DESK_PATH]: null,
        [`${SERVICE_DESK_PATH}/cases`]: "case",
        [`${SERVICE_DESK_PATH}/leads`]: "lead",
      };
      if (!Object.hasOwn(pages, path)) return false;
      if (req.method !== "GET" && req.method !== "HEAD") {
        sendJson(res, 405, { error: "Use GET" }, { Allow: "GET, HEAD" });
        return true;
      }
      const listed = pages[path];
      if (listed) {
        sendJson(res, 200, { records: repo.list(listed) }, { "Cache-Control": "no-store" });
        return true;
      }
      sendPage(
        res,
        200,
        renderServiceDeskPage({
          cases: repo.list("case"),
          leads: repo.list("lead"),
          attachmentsOf: (reference, ids) => formUploads?.attachmentsOf(reference, ids) ?? [],
        }),
      );
      return true;
    },
  };
}

class AttachmentRefused extends Error {}

/** @param {string} pathname */
function handlesFormUpload(pathname) {
  return (
    pathname === UPLOAD_TICKETS_PATH ||
    pathname === FORM_UPLOADS_PATH ||
    pathname.startsWith(`${FORM_UPLOADS_PATH}/`) ||
    pathname.startsWith(`${SERVICE_DESK_FILES_PATH}/`)
  );
}
