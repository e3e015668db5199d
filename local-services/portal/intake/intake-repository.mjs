import { createHash } from "node:crypto";

/**
 * What the public forms hand in (issue 15): cases for the service desk (support and service
 * requests) and leads (whitepaper downloads, story feedback, contact panel), one row each,
 * stored once per idempotency key. Values are kept exactly as typed; pages escape them.
 */
const SCHEMA = `
  CREATE TABLE IF NOT EXISTS intake_submissions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    destination TEXT NOT NULL CHECK (destination IN ('case', 'lead')),
    kind TEXT NOT NULL,
    idempotency_key TEXT NOT NULL UNIQUE,
    fingerprint TEXT NOT NULL,
    locale TEXT NOT NULL,
    fields TEXT NOT NULL CHECK (json_valid(fields)),
    flag TEXT,
    received_at TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS intake_submissions_destination ON intake_submissions (destination, id);
`;

export const CASE_KINDS = /** @type {const} */ (["SUPPORT_REQUEST", "SERVICE_REQUEST"]);
export const LEAD_KINDS = /** @type {const} */ ([
  "WHITEPAPER_DOWNLOAD",
  "STORY_FEEDBACK",
  "CONTACT",
]);

/** The reference a submitter is told: a prefix per kind and a running number. */
const PREFIXES = /** @type {Record<string, string>} */ ({
  SUPPORT_REQUEST: "SR",
  SERVICE_REQUEST: "SV",
  WHITEPAPER_DOWNLOAD: "WP",
  STORY_FEEDBACK: "FB",
  CONTACT: "CT",
});
export const INTAKE_LIST_LIMIT = 100;

/** @param {unknown} value @returns {unknown} */
function canonical(value) {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical(/** @type {Record<string, unknown>} */ (value)[key])]),
    );
  }
  return value;
}

/** The same submission gives the same fingerprint, whatever the order of its fields. */
export function fingerprintOf(/** @type {unknown} */ submission) {
  return createHash("sha256")
    .update(JSON.stringify(canonical(submission)))
    .digest("hex");
}

/**
 * @typedef {object} Submission
 * @property {'case' | 'lead'} destination
 * @property {string} kind
 * @property {string} idempotencyKey
 * @property {string} locale
 * @property {Record<string, unknown>} fields
 * @property {string | null} flag why the bot check did not vouch for it, when it did not
 */

/** @param {any} row */
function recordOf(row) {
  return {
    reference: `${PREFIXES[row.kind] ?? "IN"}-${100000 + row.id}`,
    destination: /** @type {'case' | 'lead'} */ (row.destination),
    kind: /** @type {string} */ (row.kind),
    locale: /** @type {string} */ (row.locale),
    fields: /** @type {Record<string, unknown>} */ (JSON.parse(row.fields)),
    flag: /** @type {string | null} */ (row.flag),
    receivedAt: /** @type {string} */ (row.received_at),
  };
}

/** @typedef {ReturnType<typeof recordOf>} IntakeRecord */

/**
 * @param {import('better-sqlite3').Database} db
 * @param {{ now?: () => Date }} [options]
 */
export function createIntakeRepository(db, { now = () => new Date() } = {}) {
  db.exec(SCHEMA);
  const insert = db.prepare(
    `INSERT INTO intake_submissions
       (destination, kind, idempotency_key, fingerprint, locale, fields, flag, received_at)
     VALUES (@destination, @kind, @idempotencyKey, @fingerprint, @locale, @fields, @flag, @receivedAt)
     ON CONFLICT (idempotency_key) DO NOTHING`,
  );
  const byKey = db.prepare("SELECT * FROM intake_submissions WHERE idempotency_key = ?");
  const list = db.prepare(
    "SELECT * FROM intake_submissions WHERE destination = ? ORDER BY id DESC LIMIT ?",
  );

  return {
    /**
     * Stores a submission once per idempotency key. The same key again with the same content is
     * the stored record (`created: false`); with other content a conflict.
     * @param {Submission} submission
     * @returns {{ outcome: 'created' | 'replayed', record: IntakeRecord } | { outcome: 'conflict' }}
     */
    receive(submission) {
      const fingerprint = fingerprintOf({
        destination: submission.destination,
        kind: submission.kind,
        locale: submission.locale,
        fields: submission.fields,
      });
      const { changes } = insert.run({
        ...submission,
        fingerprint,
        fields: JSON.stringify(submission.fields),
        receivedAt: now().toISOString(),
      });
      const row = byKey.get(submission.idempotencyKey);
      if (changes === 0 && /** @type {any} */ (row).fingerprint !== fingerprint) {
        return { outcome: "conflict" };
      }
      return { outcome: changes === 1 ? "created" : "replayed", record: recordOf(row) };
    },

    /** The newest submissions of one destination. @param {'case' | 'lead'} destination */
    list(destination, limit = INTAKE_LIST_LIMIT) {
      return list.all(destination, limit).map(recordOf);
    },
  };
}

/** @typedef {ReturnType<typeof createIntakeRepository>} IntakeRepository */
