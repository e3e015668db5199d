/**
 * The tables of parts orders (issue 14) and the machines' PIM product. An order belongs to a
 * company and is delivered to one of its locations; its lines keep the part's name as it was
 * when ordered (in English and German), so the history reads the same after the catalogue
 * changes. `owner_subject` with `idempotency_key` is unique: the same key from the same user
 * can make one order only, even when two requests race (also from two processes).
 */
const SCHEMA = `
  CREATE TABLE IF NOT EXISTS portal_parts_orders (
    number TEXT PRIMARY KEY,
    seq INTEGER NOT NULL UNIQUE,
    company_key TEXT NOT NULL,
    owner_subject TEXT NOT NULL,
    idempotency_key TEXT,
    payload_hash TEXT,
    status TEXT NOT NULL,
    location_id TEXT NOT NULL REFERENCES portal_locations (id) ON DELETE CASCADE,
    purchase_order_number TEXT,
    note TEXT,
    placed_by_name TEXT NOT NULL,
    placed_by_email TEXT NOT NULL,
    placed_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE UNIQUE INDEX IF NOT EXISTS portal_parts_orders_idempotency
    ON portal_parts_orders (owner_subject, idempotency_key);
  CREATE INDEX IF NOT EXISTS portal_parts_orders_company
    ON portal_parts_orders (company_key, placed_at DESC, seq DESC);
  CREATE TABLE IF NOT EXISTS portal_parts_order_lines (
    order_number TEXT NOT NULL REFERENCES portal_parts_orders (number) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    product_id TEXT NOT NULL,
    article_number TEXT NOT NULL,
    name_en TEXT NOT NULL,
    name_de TEXT NOT NULL,
    kind TEXT NOT NULL,
    quantity INTEGER NOT NULL,
    PRIMARY KEY (order_number, position)
  ) WITHOUT ROWID;
`;

/**
 * Adds the machines' `product_id` (the PIM product the machine is; null where unknown) to a store
 * written before it existed, and the order tables.
 * @param {import('better-sqlite3').Database} db
 */
export function ensurePartsOrderTables(db) {
  const columns = /** @type {{ name: string }[]} */ (
    db.prepare("PRAGMA table_info(portal_machines)").all()
  );
  if (!columns.some((column) => column.name === "product_id")) {
    db.exec("ALTER TABLE portal_machines ADD COLUMN product_id TEXT");
  }
  db.exec(
    "CREATE INDEX IF NOT EXISTS portal_machines_product ON portal_machines (company_key, product_id)",
  );
  db.exec(SCHEMA);
}
