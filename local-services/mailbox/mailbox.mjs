/**
 * The demo mailbox (issue 13): where the local services "send" mail, since no mail leaves this
 * machine. A mail is a row of `demo_mailbox`, read on the mailbox pages
 * (./mailbox-service.mjs). `send` is synchronous and writes to the caller's database, so a
 * sender inside a transaction (an invitation) keeps mail and data together: a refusal rolls
 * both back.
 */
const SCHEMA = `
  CREATE TABLE IF NOT EXISTS demo_mailbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    recipient TEXT NOT NULL,
    subject TEXT NOT NULL,
    text TEXT NOT NULL,
    link TEXT,
    sent_at TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS demo_mailbox_recipient ON demo_mailbox (recipient, id);
`;

/** How many mails a listing shows at most (newest first). */
export const MAILBOX_LIST_LIMIT = 100;

/**
 * The mail system's refusal; the message is its technical answer (an SMTP reply), which the
 * administrator sees (spec 001 §8 "invite error shown with technical details").
 */
export class MailDeliveryError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = "MailDeliveryError";
  }
}

/**
 * A recipient's domain that does not exist: the reserved top-level domain `.invalid` (RFC 2606),
 * which is how the demo shows a refused invitation.
 * @param {string} to
 */
function undeliverableDomain(to) {
  const domain = to.slice(to.lastIndexOf("@") + 1);
  return domain === "invalid" || domain.endsWith(".invalid") ? domain : null;
}

/** @param {any} row */
function messageOf(row) {
  return {
    id: String(row.id),
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    link: row.link,
    sentAt: row.sent_at,
  };
}

/**
 * @param {import('better-sqlite3').Database} db the local services' store
 * @param {{ now?: () => Date }} [options]
 */
export function createMailbox(db, { now = () => new Date() } = {}) {
  db.exec(SCHEMA);
  const insert = db.prepare(
    `INSERT INTO demo_mailbox (recipient, subject, text, link, sent_at)
     VALUES (@to, @subject, @text, @link, @sentAt)`,
  );
  const all = db.prepare("SELECT * FROM demo_mailbox ORDER BY id DESC LIMIT ?");
  const byRecipient = db.prepare(
    "SELECT * FROM demo_mailbox WHERE recipient = ? ORDER BY id DESC LIMIT ?",
  );

  return {
    /**
     * Delivers a mail into the mailbox; MailDeliveryError (and nothing stored) for a domain
     * that does not exist.
     * @param {{ to: string, subject: string, text: string, link?: string | null }} mail
     */
    send({ to, subject, text, link = null }) {
      const recipient = to.trim().toLowerCase();
      const domain = undeliverableDomain(recipient);
      if (domain !== null) {
        throw new MailDeliveryError(`550 5.1.2 <${recipient}>: domain ${domain} does not exist`);
      }
      const { lastInsertRowid } = insert.run({
        to: recipient,
        subject,
        text,
        link,
        sentAt: now().toISOString(),
      });
      return String(lastInsertRowid);
    },

    /**
     * The newest mails, of one recipient when given.
     * @param {{ to?: string | null, limit?: number }} [query]
     */
    list({ to = null, limit = MAILBOX_LIST_LIMIT } = {}) {
      const rows = to ? byRecipient.all(to.trim().toLowerCase(), limit) : all.all(limit);
      return rows.map(messageOf);
    },
  };
}

/** @typedef {ReturnType<typeof createMailbox>} Mailbox */
