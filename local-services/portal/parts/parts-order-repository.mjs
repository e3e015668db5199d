import { machineOf } from "../tickets/ticket-rows.mjs";

/**
 * @typedef {object} OrderLine
 * @property {string} productId
 * @property {string} articleNumber
 * @property {{ en: string, de: string }} name the part's name when ordered
 * @property {string} kind spare | wear
 * @property {number} quantity
 */

/**
 * @typedef {object} NewOrder
 * @property {string} companyKey
 * @property {string} ownerSubject whose idempotency keys these are ("seed" for the demo's)
 * @property {string | null} idempotencyKey
 * @property {string | null} payloadHash what the key was first sent with
 * @property {string} status
 * @property {string} locationId
 * @property {string | null} purchaseOrderNumber
 * @property {string | null} note
 * @property {{ name: string, email: string }} placedBy
 * @property {OrderLine[]} lines
 * @property {string} [at] when it was placed; default now
 */

/** The order number: the year it was placed and one sequence for all companies. */
export function orderNumberOf(/** @type {number} */ seq, /** @type {string} */ at) {
  return `PO-${at.slice(0, 4)}-${String(seq).padStart(6, "0")}`;
}

/** @param {any} row */
function orderOf(row) {
  return {
    number: row.number,
    status: row.status,
    locationId: row.location_id,
    purchaseOrderNumber: row.purchase_order_number,
    note: row.note,
    placedBy: { name: row.placed_by_name, email: row.placed_by_email },
    placedAt: row.placed_at,
    updatedAt: row.updated_at,
  };
}

/** @typedef {ReturnType<typeof orderOf>} OrderRow */

/** @param {any} row */
function lineOf(row) {
  return {
    position: row.position + 1,
    productId: row.product_id,
    articleNumber: row.article_number,
    name: { en: row.name_en, de: row.name_de },
    kind: row.kind,
    quantity: row.quantity,
  };
}

/**
 * Reads and writes of parts orders and of the machines' products, scoped by the caller's
 * company key. Every write runs in one immediate transaction.
 * @param {import('better-sqlite3').Database} db (its tables made by ensurePortalTables)
 */
export function createPartsOrderRepository(db) {
  const s = {
    maxSeq: db.prepare("SELECT MAX(seq) AS seq FROM portal_parts_orders"),
    byKey: db.prepare(
      "SELECT number, payload_hash FROM portal_parts_orders WHERE owner_subject = ? AND idempotency_key = ?",
    ),
    insertOrder: db.prepare(`INSERT INTO portal_parts_orders
      (number, seq, company_key, owner_subject, idempotency_key, payload_hash, status, location_id,
       purchase_order_number, note, placed_by_name, placed_by_email, placed_at, updated_at)
      VALUES (@number, @seq, @company_key, @owner_subject, @idempotency_key, @payload_hash, @status,
       @location_id, @purchase_order_number, @note, @placed_by_name, @placed_by_email, @placed_at,
       @updated_at)`),
    insertLine: db.prepare(`INSERT INTO portal_parts_order_lines
      (order_number, position, product_id, article_number, name_en, name_de, kind, quantity)
      VALUES (@order_number, @position, @product_id, @article_number, @name_en, @name_de, @kind,
       @quantity)`),
    order: db.prepare("SELECT * FROM portal_parts_orders WHERE number = ? AND company_key = ?"),
    count: db.prepare("SELECT COUNT(*) AS total FROM portal_parts_orders WHERE company_key = ?"),
    page: db.prepare(`SELECT * FROM portal_parts_orders WHERE company_key = ?
      ORDER BY placed_at DESC, seq DESC LIMIT ? OFFSET ?`),
    lines: db.prepare(
      "SELECT * FROM portal_parts_order_lines WHERE order_number = ? ORDER BY position",
    ),
    machinesWithProduct: db.prepare(`SELECT * FROM portal_machines
      WHERE company_key = ? AND product_id IS NOT NULL
        AND (? IS NULL OR organization IN (SELECT value FROM json_each(?)))
      ORDER BY product_id, name, serial_number, id`),
  };

  /** @template T @param {() => T} fn @returns {T} */
  const write = (fn) => db.transaction(fn).immediate();

  return {
    /**
     * The products the company's machines are, within the given organizations (null: all of
     * the company's), each with those machines; by product id, machines by name.
     * @param {string} companyKey @param {string[] | null} organizations
     */
    ownedProducts(companyKey, organizations) {
      const scope = organizations === null ? null : JSON.stringify(organizations);
      /** @type {Map<string, ReturnType<typeof machineOf>[]>} */
      const byProduct = new Map();
      for (const row of s.machinesWithProduct.all(companyKey, scope, scope)) {
        const machine = machineOf(row);
        const machines = byProduct.get(machine.productId) ?? [];
        machines.push(machine);
        byProduct.set(machine.productId, machines);
      }
      return [...byProduct].map(([productId, machines]) => ({ productId, machines }));
    },

    /**
     * The order a user placed with an idempotency key, with what the key was first sent with.
     * @param {string} ownerSubject @param {string} idempotencyKey
     * @returns {{ number: string, payloadHash: string | null } | null}
     */
    byIdempotencyKey(ownerSubject, idempotencyKey) {
      const row = /** @type {any} */ (s.byKey.get(ownerSubject, idempotencyKey));
      return row ? { number: row.number, payloadHash: row.payload_hash } : null;
    },

    /**
     * Places an order, unless its owner placed one with the same idempotency key already: then
     * nothing is written and the first order's number comes back (`created` false), looked up in
     * the same transaction as the insert, so two racing requests make one order.
     * @param {NewOrder} order
     * @returns {{ number: string, created: boolean, payloadHash: string | null }}
     */
    place(order) {
      return write(() => {
        if (order.idempotencyKey !== null) {
          const row = /** @type {any} */ (s.byKey.get(order.ownerSubject, order.idempotencyKey));
          if (row) return { number: row.number, created: false, payloadHash: row.payload_hash };
        }
        const at = order.at ?? new Date().toISOString();
        const last = /** @type {{ seq: number | null }} */ (s.maxSeq.get()).seq ?? 0;
        const seq = last + 1;
        const number = orderNumberOf(seq, at);
        s.insertOrder.run({
          number,
          seq,
          company_key: order.companyKey,
          owner_subject: order.ownerSubject,
          idempotency_key: order.idempotencyKey,
          payload_hash: order.payloadHash,
          status: order.status,
          location_id: order.locationId,
          purchase_order_number: order.purchaseOrderNumber,
          note: order.note,
          placed_by_name: order.placedBy.name,
          placed_by_email: order.placedBy.email,
          placed_at: at,
          updated_at: at,
        });
        order.lines.forEach((line, position) =>
          s.insertLine.run({
            order_number: number,
            position,
            product_id: line.productId,
            article_number: line.articleNumber,
            name_en: line.name.en,
            name_de: line.name.de,
            kind: line.kind,
            quantity: line.quantity,
          }),
        );
        return { number, created: true, payloadHash: order.payloadHash };
      });
    },

    /** @param {string} companyKey @param {string} number @returns {OrderRow | null} */
    order(companyKey, number) {
      const row = s.order.get(number, companyKey);
      return row ? orderOf(row) : null;
    },

    /**
     * The company's orders, newest first.
     * @param {string} companyKey @param {{ limit: number, offset: number }} page
     */
    list(companyKey, { limit, offset }) {
      const { total } = /** @type {{ total: number }} */ (s.count.get(companyKey));
      return {
        totalCount: total,
        items: s.page.all(companyKey, limit, offset).map(orderOf),
      };
    },

    /** @param {string} companyKey */
    hasOrders(companyKey) {
      return /** @type {{ total: number }} */ (s.count.get(companyKey)).total > 0;
    },

    /** @param {string} number */
    lines(number) {
      return s.lines.all(number).map(lineOf);
    },
  };
}

/** @typedef {ReturnType<typeof createPartsOrderRepository>} PartsOrderRepository */
