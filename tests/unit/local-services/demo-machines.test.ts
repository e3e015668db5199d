import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../../local-services/oidc/demo-accounts.mjs";
import { companyKey } from "../../../local-services/portal/company-key.mjs";
import { seedCompanyPartsOrders } from "../../../local-services/portal/demo/demo-parts-orders.mjs";
import {
  MACHINE_MODELS,
  demoMachinesOf,
  modelOfCatalogueName,
} from "../../../local-services/portal/demo/demo-machines.mjs";
import { seedCompany } from "../../../local-services/portal/demo/demo-portal-data.mjs";
import { createInventoryRepository } from "../../../local-services/portal/inventory/inventory-repository.mjs";
import { createPartsOrderRepository } from "../../../local-services/portal/parts/parts-order-repository.mjs";
import { createPimParts } from "../../../local-services/portal/parts/pim-parts.mjs";
import { createTicketRepository } from "../../../local-services/portal/tickets/ticket-repository.mjs";
import { readSeedCatalogue } from "../../../local-services/pim/seed-reader.mjs";
import { seedPim } from "../../../local-services/pim/seeder.mjs";
import { openStore } from "../../../local-services/store/document-store.mjs";

const COMPANIES = [...new Set(DEMO_ACCOUNTS.map((account) => account.company))];

interface Shown {
  name: string;
  model: string;
  serialNumber: string | null;
}

/** Every demo company seeded into one store, with the PIM and the past parts orders. */
function seededStore() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "demo-machines-"));
  const store = openStore({ dataDir });
  afterAll(() => {
    store.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  seedPim(store);
  const repo = createTicketRepository(store.db);
  const partsOrders = createPartsOrderRepository(store.db);
  for (const company of COMPANIES) {
    const people = DEMO_ACCOUNTS.filter((account) => account.company === company).map(
      (account) => ({ name: `${account.firstName} ${account.lastName}`, email: account.email }),
    );
    seedCompany(repo, { company, people, filesDir: path.join(store.dataDir, "portal-files") });
    seedCompanyPartsOrders(store.db, partsOrders, createPimParts(store), companyKey(company));
  }
  return { store, partsOrders, inventory: createInventoryRepository(store.db) };
}

describe("the demo companies' machines", () => {
  const { store, partsOrders, inventory } = seededStore();

  it.each(COMPANIES)("of %s are named the same on every screen", (company) => {
    const key = companyKey(company);
    const { items } = inventory.list(key, {
      organizations: null,
      plant: null,
      organization: null,
      words: [],
      limit: 100,
      offset: 0,
    });
    expect(items).toHaveLength(9);
    const shown = ({ name, model, serialNumber }: Shown): Shown => ({ name, model, serialNumber });
    const byId = new Map<string, Shown>(
      items.map((machine: Shown & { id: string }) => [machine.id, shown(machine)]),
    );

    // Product information and the parts cart: the company's products with their machines.
    const owned = partsOrders.ownedProducts(key, null);
    for (const { machines } of owned) {
      for (const machine of machines) expect(shown(machine)).toEqual(byId.get(machine.id));
    }
    expect(owned.flatMap(({ machines }) => machines)).toHaveLength(9);

    // Tickets name the machine they are about, by the machine's name and serial number.
    const tickets = store.db
      .prepare(
        `SELECT machine_id, machine_name, serial_number FROM portal_tickets WHERE company_key = ?`,
      )
      .all(key) as { machine_id: string; machine_name: string | null; serial_number: string }[];
    expect(tickets.length).toBeGreaterThan(0);
    for (const ticket of tickets) {
      const machine = byId.get(ticket.machine_id);
      expect(machine).toBeDefined();
      if (ticket.machine_name === null) continue;
      expect([ticket.machine_name, ticket.serial_number]).toEqual([
        machine!.name,
        machine!.serialNumber,
      ]);
    }

    // Past parts orders are for products the company's machines are.
    const products = new Set(owned.map(({ productId }) => productId));
    const ordered = store.db
      .prepare(
        `SELECT DISTINCT l.product_id FROM portal_parts_order_lines l
         JOIN portal_parts_orders o ON o.number = l.order_number WHERE o.company_key = ?`,
      )
      .all(key) as { product_id: string }[];
    expect(ordered.length).toBeGreaterThan(0);
    for (const { product_id } of ordered) expect(products).toContain(product_id);
  });

  it("are catalogue models, with serial numbers that hold the model and the year of build", () => {
    const catalogue = new Map(
      readSeedCatalogue().products.map((product: { id: string; name: string | { en: string } }) => [
        product.id,
        typeof product.name === "string" ? product.name : product.name.en,
      ]),
    );
    const rows = store.db
      .prepare("SELECT model, product_id, serial_number, year_of_manufacture FROM portal_machines")
      .all() as {
      model: string;
      product_id: string;
      serial_number: string;
      year_of_manufacture: number;
    }[];
    expect(rows).toHaveLength(9 * COMPANIES.length);
    for (const row of rows) {
      const catalogueName = catalogue.get(row.product_id);
      expect(catalogueName).toBeDefined();
      expect(catalogueName!.startsWith(row.model)).toBe(true);
      expect(modelOfCatalogueName(catalogueName!)).toBe(row.model);
      const { code } = MACHINE_MODELS.find((model) => model.productId === row.product_id)!;
      expect(row.serial_number).toMatch(new RegExp(`^${code}-${row.year_of_manufacture}-\\d{5}$`));
      expect(row.year_of_manufacture).toBeLessThanOrEqual(2026);
    }
    // No serial number twice, across all companies.
    expect(new Set(rows.map((row) => row.serial_number)).size).toBe(rows.length);
  });

  it("differ between companies", () => {
    const fleets = COMPANIES.map((company) =>
      demoMachinesOf(companyKey(company).slice(-8))
        .map((machine) => machine.model)
        .join(", "),
    );
    expect(new Set(fleets).size).toBe(COMPANIES.length);
  });

  it("stand in plants of their own company's, no plant shared between companies", () => {
    const rows = store.db
      .prepare("SELECT company_key, name FROM portal_locations ORDER BY company_key, name")
      .all() as { company_key: string; name: string }[];
    expect(rows).toHaveLength(3 * COMPANIES.length);
    expect(new Set(rows.map((row) => row.name)).size).toBe(rows.length);
  });

  it("are the same however often they are made", () => {
    const tag = companyKey(COMPANIES[0]!).slice(-8);
    expect(demoMachinesOf(tag)).toEqual(demoMachinesOf(tag));
  });
});
