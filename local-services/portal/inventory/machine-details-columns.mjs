/** The inventory's machine details (issue 13), added after the first stores were written. */
/** @type {[string, string][]} */
const DETAIL_COLUMNS = [
  ["year_of_manufacture", "INTEGER"],
  ["software_version", "TEXT"],
  ["warranty_end", "TEXT"],
];

/**
 * Adds the machine detail columns to a store written before they existed; its machines show the
 * details as unknown (null) rather than made-up values. Also the index the inventory list reads.
 * @param {import('better-sqlite3').Database} db
 */
export function ensureMachineDetails(db) {
  const present = new Set(
    /** @type {{ name: string }[]} */ (db.prepare("PRAGMA table_info(portal_machines)").all()).map(
      (column) => column.name,
    ),
  );
  for (const [name, type] of DETAIL_COLUMNS) {
    if (!present.has(name)) db.exec(`ALTER TABLE portal_machines ADD COLUMN ${name} ${type}`);
  }
  db.exec(
    "CREATE INDEX IF NOT EXISTS portal_machines_company ON portal_machines (company_key, plant, name)",
  );
}
