import { DEMO_REFERENCE_DATE } from "./demo-portal-data.mjs";

const SEEDED = "portal:parts-orders-seeded";
const DAY_MS = 86_400_000;

/** The demo's past orders of a company: status, days before the reference date, lines. */
const PAST_ORDERS = /** @type {const} */ ([
  ["delivered", 400, 3],
  ["cancelled", 310, 1],
  ["delivered", 170, 4],
  ["shipped", 45, 2],
  ["confirmed", 12, 3],
  ["submitted", 2, 2],
]);

/**
 * Seeds a company's past parts orders (once: a company with orders is left as it is): six
 * orders over the thirteen months before the demo's reference date, in every status, for the
 * products of its machines and with parts the PIM sells for them, delivered to its locations in
 * turn and placed by its main contact (the contact of its first ticket). Deterministic but for
 * the order numbers (one sequence). Nothing when the company has no machines with a product or
 * the PIM knows none of their parts.
 * @param {import('better-sqlite3').Database} db
 * @param {import('../parts/parts-order-repository.mjs').PartsOrderRepository} partsOrders
 * @param {import('../parts/pim-parts.mjs').PimParts} pimParts
 * @param {string} companyKey
 * @returns {number} the orders seeded
 */
export function seedCompanyPartsOrders(db, partsOrders, pimParts, companyKey) {
  if (partsOrders.hasOrders(companyKey)) return 0;
  const products = partsOrders
    .ownedProducts(companyKey, null)
    .map(({ productId }) => ({ productId, parts: pimParts.demoPartsOf(productId) }))
    .filter(({ parts }) => parts.length > 0);
  const locations = /** @type {{ id: string }[]} */ (
    db
      .prepare("SELECT id FROM portal_locations WHERE company_key = ? ORDER BY name, id")
      .all(companyKey)
  );
  const contact = /** @type {{ name: string, email: string } | undefined} */ (
    db
      .prepare(
        `SELECT contact_name AS name, contact_email AS email FROM portal_tickets
         WHERE company_key = ? ORDER BY seq LIMIT 1`,
      )
      .get(companyKey)
  );
  if (products.length === 0 || locations.length === 0 || !contact) return 0;
  const reference = Date.parse(DEMO_REFERENCE_DATE);
  PAST_ORDERS.forEach(([status, daysAgo, lineCount], index) => {
    const { productId, parts } = /** @type {(typeof products)[number]} */ (
      products[index % products.length]
    );
    // Wear and spare parts in turn, as far as the product has both.
    const wear = parts.filter((part) => part.kind === "wear");
    const spare = parts.filter((part) => part.kind !== "wear");
    const lines = Array.from({ length: Math.min(lineCount, parts.length) }, (_, j) => {
      const pool = (j % 2 === 0 ? wear : spare).length > 0 ? (j % 2 === 0 ? wear : spare) : parts;
      const part = /** @type {(typeof parts)[number]} */ (
        pool[(index * 7 + Math.floor(j / 2) * 5) % pool.length]
      );
      return {
        productId,
        articleNumber: part.articleNumber,
        name: part.name,
        kind: part.kind,
        quantity: part.kind === "wear" ? 5 + ((index + j) % 4) * 5 : 1 + ((index + j) % 3),
      };
    });
    partsOrders.place({
      companyKey,
      ownerSubject: "seed",
      idempotencyKey: null,
      payloadHash: null,
      status,
      locationId: /** @type {{ id: string }} */ (locations[index % locations.length]).id,
      purchaseOrderNumber: index % 2 === 0 ? `45000${String(12_340 + index * 17)}` : null,
      note: index === 2 ? "Please deliver to gate 3; goods receipt closes at 15:00." : null,
      placedBy: contact,
      lines,
      at: new Date(reference - daysAgo * DAY_MS - index * 3_600_000).toISOString(),
    });
  });
  return PAST_ORDERS.length;
}

/**
 * Seeds the past parts orders of every company in the store that has none, once (meta flag),
 * also in a store seeded before parts orders existed. The flag waits while the PIM knows no
 * parts of a company's products (a PIM store from before parts), so a later start catches up.
 * @param {import('../../store/document-store.mjs').Store} store
 * @param {import('../parts/parts-order-repository.mjs').PartsOrderRepository} partsOrders
 * @param {import('../parts/pim-parts.mjs').PimParts} pimParts
 * @returns {number} the orders seeded
 */
export function seedDemoPartsOrders(store, partsOrders, pimParts) {
  if (store.getMeta(SEEDED)) return 0;
  const companies = /** @type {{ key: string }[]} */ (
    store.db.prepare("SELECT key FROM portal_companies ORDER BY seeded_at, key").all()
  );
  let seeded = 0;
  let waiting = false;
  for (const { key } of companies) {
    const count = seedCompanyPartsOrders(store.db, partsOrders, pimParts, key);
    seeded += count;
    if (count === 0 && !partsOrders.hasOrders(key)) {
      waiting ||= partsOrders.ownedProducts(key, null).length > 0;
    }
  }
  if (!waiting) store.setMeta(SEEDED, new Date().toISOString());
  return seeded;
}
