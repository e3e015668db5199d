import path from "node:path";
import { describe, expect, it } from "vitest";
import { companyKey } from "../../../local-services/portal/company-key.mjs";
import {
  seedCompanyPartsOrders,
  seedDemoPartsOrders,
} from "../../../local-services/portal/demo/demo-parts-orders.mjs";
import { MACHINE_MODELS } from "../../../local-services/portal/demo/demo-machines.mjs";
import { seedCompany } from "../../../local-services/portal/demo/demo-portal-data.mjs";
import { assignDemoMachineProducts } from "../../../local-services/portal/demo/machine-products.mjs";
import {
  createPartsOrderRepository,
  orderNumberOf,
} from "../../../local-services/portal/parts/parts-order-repository.mjs";
import { createPimParts } from "../../../local-services/portal/parts/pim-parts.mjs";
import { createTicketRepository } from "../../../local-services/portal/tickets/ticket-repository.mjs";
import { seedPim } from "../../../local-services/pim/seeder.mjs";
import { testStore } from "./helpers";

const COMPANY = "Kunde Kabelkonfektion GmbH";

function seededStore({ pim }: { pim: boolean }) {
  const store = testStore();
  if (pim) seedPim(store);
  const repo = createTicketRepository(store.db);
  seedCompany(repo, {
    company: COMPANY,
    people: [{ name: "Carla Kunde", email: "customer@example.com" }],
    filesDir: path.join(store.dataDir, "portal-files"),
  });
  return { store, repo, partsOrders: createPartsOrderRepository(store.db) };
}

describe("order numbers", () => {
  it.each([
    [1, "2026-11-24T10:00:00.000Z", "PO-2026-000001"],
    [123, "2025-01-01T00:00:00.000Z", "PO-2025-000123"],
    [1_234_567, "2027-06-30T23:59:59.999Z", "PO-2027-1234567"],
  ])("sequence %i placed %s → %s", (seq, at, number) => {
    expect(orderNumberOf(seq, at)).toBe(number);
  });
});

describe("the machines' PIM products", () => {
  it("are seeded from the demo model's product", () => {
    const { store } = seededStore({ pim: false });
    const rows = store.db.prepare("SELECT model, product_id FROM portal_machines").all() as Array<{
      model: string;
      product_id: string;
    }>;
    const products = new Map(MACHINE_MODELS.map(({ model, productId }) => [model, productId]));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.product_id).toBe(products.get(row.model));
  });

  it("are added once to the machines of a store written before they existed; unknown models stay without", () => {
    const store = testStore();
    store.db.exec(`CREATE TABLE portal_machines (
      id TEXT PRIMARY KEY, company_key TEXT NOT NULL, location_id TEXT NOT NULL, model TEXT NOT NULL,
      serial_number TEXT NOT NULL, name TEXT NOT NULL, plant TEXT NOT NULL, organization TEXT NOT NULL
    )`);
    store.db.exec(`INSERT INTO portal_machines VALUES
      ('M-old', 'k', 'L-old', 'Zeta 640', 'ZT640-1', 'Line 1', 'Hall 1', 'Prototyping'),
      ('M-odd', 'k', 'L-old', 'Omega 1', 'OM-1', 'Line 2', 'Hall 1', 'Prototyping')`);
    const repo = createTicketRepository(store.db);
    expect(repo.machineById("M-old")?.productId).toBeNull();

    expect(assignDemoMachineProducts(store)).toBe(1);
    expect(repo.machineById("M-old")?.productId).toBe("HOV-HA-0500");
    expect(repo.machineById("M-odd")?.productId).toBeNull();

    // Once: a later start leaves what changed since.
    store.db.exec("UPDATE portal_machines SET product_id = NULL WHERE id = 'M-old'");
    expect(assignDemoMachineProducts(store)).toBe(0);
    expect(repo.machineById("M-old")?.productId).toBeNull();
  });
});

describe("the demo's past orders", () => {
  it("are the same in two stores made apart", () => {
    const dumps = [0, 1].map(() => {
      const { store, partsOrders } = seededStore({ pim: true });
      seedCompanyPartsOrders(store.db, partsOrders, createPimParts(store), companyKey(COMPANY));
      return [
        store.db.prepare("SELECT * FROM portal_parts_orders ORDER BY seq").all(),
        store.db.prepare("SELECT * FROM portal_parts_order_lines ORDER BY 1, 2").all(),
      ];
    });
    expect(dumps[0]).toEqual(dumps[1]);
    expect(dumps[0]![0]).toHaveLength(6);
  });

  it("wait for a PIM that knows the parts, then are seeded once into an older store", () => {
    const { store, partsOrders } = seededStore({ pim: false });
    const key = companyKey(COMPANY);
    expect(seedDemoPartsOrders(store, partsOrders, createPimParts(store))).toBe(0);
    expect(partsOrders.hasOrders(key)).toBe(false);

    seedPim(store);
    expect(seedDemoPartsOrders(store, partsOrders, createPimParts(store))).toBe(6);
    const { items } = partsOrders.list(key, { limit: 10, offset: 0 });
    expect(items).toHaveLength(6);
    expect(items.map((order) => order.placedAt.slice(0, 4))).toContain("2025");

    // Once: orders a company lost are not made up again at the next start.
    store.db.exec("DELETE FROM portal_parts_orders");
    expect(seedDemoPartsOrders(store, partsOrders, createPimParts(store))).toBe(0);
  });

  it("are not seeded for a company that has orders", () => {
    const { store, partsOrders } = seededStore({ pim: true });
    const pimParts = createPimParts(store);
    const key = companyKey(COMPANY);
    expect(seedCompanyPartsOrders(store.db, partsOrders, pimParts, key)).toBe(6);
    expect(seedCompanyPartsOrders(store.db, partsOrders, pimParts, key)).toBe(0);
  });
});

describe("the PIM's parts as the portal sees them", () => {
  it("name a part in English and German, and know nothing of another product's part", () => {
    const store = testStore();
    seedPim(store);
    const pimParts = createPimParts(store);
    const [first] = pimParts.demoPartsOf("FER-CS-3100");
    expect(first).toMatchObject({ kind: expect.stringMatching(/^(spare|wear)$/) });
    expect(first!.name.en).not.toBe(first!.name.de);
    expect(pimParts.part("FER-CS-3100", first!.articleNumber)).toEqual(first);
    expect(pimParts.part("NO-SUCH-PRODUCT", first!.articleNumber)).toBeNull();
    expect(pimParts.part("FER-CS-3100", "SP-99999")).toBeNull();
  });
});
