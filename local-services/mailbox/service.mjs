import { sendJson } from "../http-json.mjs";
import { sendPage } from "../oidc/pages/layout.mjs";
import { createMailbox, MAILBOX_LIST_LIMIT } from "./mailbox.mjs";
import { renderMailboxPage } from "./mailbox-page.mjs";

export const MAILBOX_MOUNT_PATH = "/mailbox";
const MESSAGES_PATH = `${MAILBOX_MOUNT_PATH}/messages`;
const MAX_RECIPIENT_LENGTH = 254;

/**
 * The demo mailbox's pages (local-services/portal/README.md "Demo mailbox"):
 *   GET /mailbox[?to=<email>]            HTML, the mails newest first
 *   GET /mailbox/messages[?to=<email>]   JSON { messages: [{ id, to, subject, text, link, sentAt }] }
 * @param {object} options
 * @param {import('../store/document-store.mjs').Store} options.store
 */
export function createMailboxService({ store }) {
  const mailbox = createMailbox(store.db);

  return {
    mountPath: MAILBOX_MOUNT_PATH,
    summary: `mailbox: ${MAILBOX_MOUNT_PATH}, ${MESSAGES_PATH}`,
    mailbox,

    /**
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {string} pathname
     */
    async handle(req, res, pathname) {
      const path = pathname.replace(/\/+$/, "") || MAILBOX_MOUNT_PATH;
      if (path !== MAILBOX_MOUNT_PATH && path !== MESSAGES_PATH) return false;
      if (req.method !== "GET" && req.method !== "HEAD") {
        sendJson(res, 405, { error: "Use GET" }, { Allow: "GET, HEAD" });
        return true;
      }
      const query = new URL(req.url ?? "/", "http://mailbox.local").searchParams;
      const to = query.get("to")?.trim() || null;
      if (to !== null && to.length > MAX_RECIPIENT_LENGTH) {
        sendJson(res, 400, { error: `to must be at most ${MAX_RECIPIENT_LENGTH} characters` });
        return true;
      }
      const mails = mailbox.list({ to });
      if (path === MESSAGES_PATH) {
        sendJson(res, 200, { messages: mails }, { "Cache-Control": "no-store" });
        return true;
      }
      sendPage(res, 200, renderMailboxPage({ to, mails, limit: MAILBOX_LIST_LIMIT }));
      return true;
    },
  };
}
