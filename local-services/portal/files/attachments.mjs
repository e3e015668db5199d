import fs from "node:fs";
import path from "node:path";
import { sendJson } from "../../http-json.mjs";
import { sendFile } from "./send-file.mjs";

export { byteRange } from "./send-file.mjs";

export const ATTACHMENTS_PATH = "/portal/attachments";
const ATTACHMENT_ID = /^[A-Za-z0-9._~-]{1,100}$/;

/**
 * `inline` or `attachment` with the file name twice: an ASCII fallback and the exact name
 * (RFC 6266 / RFC 8187), so no name can break out of the header.
 * @param {"inline" | "attachment"} type @param {string} fileName
 */
export function contentDisposition(type, fileName) {
  const fallback = fileName.replace(/[^A-Za-z0-9._ -]/g, "_") || "file";
  const exact = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${exact}`;
}

/**
 * GET|HEAD /portal/attachments/{id}?key={accessKey}[&download=1]: the attachment's bytes for
 * whoever holds a valid key (no other credential; the key names one attachment and expires).
 * @param {object} options
 * @param {import('../tickets/ticket-repository.mjs').TicketRepository} options.repo
 * @param {import('./access-keys.mjs').AccessKeys} options.accessKeys
 * @param {string} options.filesDir
 */
export function createAttachmentDownloads({ repo, accessKeys, filesDir }) {
  const root = path.resolve(filesDir);

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} pathname
   */
  return async function serveAttachment(req, res, pathname) {
    if (req.method !== "GET" && req.method !== "HEAD") {
      sendJson(res, 405, { error: "Use GET" }, { Allow: "GET, HEAD" });
      return;
    }
    const notFound = () => sendJson(res, 404, { error: "Attachment not found" });
    let id;
    try {
      id = decodeURIComponent(pathname.slice(ATTACHMENTS_PATH.length + 1));
    } catch {
      notFound();
      return;
    }
    const search = new URL(req.url ?? "/", "http://portal.local").searchParams;
    const expiry = ATTACHMENT_ID.test(id) ? accessKeys.expiryOf(id, search.get("key")) : null;
    const attachment = expiry === null ? null : repo.attachment(id);
    const file = attachment ? path.resolve(root, attachment.file) : null;
    const stat = file?.startsWith(`${root}${path.sep}`)
      ? await fs.promises.stat(file).catch(() => null)
      : null;
    if (!attachment || !file || !stat?.isFile() || expiry === null) {
      notFound();
      return;
    }
    const maxAge = Math.max(0, Math.min(3600, expiry - Math.floor(Date.now() / 1000)));
    /** @type {Record<string, string | number>} */
    const headers = {
      "Content-Type": attachment.contentType,
      "Content-Disposition": contentDisposition(
        search.get("download") === "1" ? "attachment" : "inline",
        attachment.fileName,
      ),
      "Cache-Control": `private, max-age=${maxAge}`,
      "X-Content-Type-Options": "nosniff",
      "Last-Modified": new Date(attachment.uploadedAt).toUTCString(),
    };
    sendFile(req, res, { file, size: stat.size, headers });
  };
}
