import fs from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../../local-services/config.mjs";
import { buildCatalogue, readSeedCatalogue } from "../../../local-services/pim/seed-reader.mjs";
import {
  data,
  firstError,
  graphql,
  idTokenOf,
  ownCompanyAccount,
  type PortalServer,
  portalOperation,
  startPortalServer,
} from "./portal-helpers";
import { startIdentityServer } from "./oidc-helpers";

/** The article numbers the demo PIM sells for each product (stored on the product). */
const PART_NUMBERS = new Map<string, string[]>(
  buildCatalogue(readSeedCatalogue())
    .rows.filter((row) => row.model === "Product")
    .map((row) => [row.data.id as string, row.data.part_numbers as string[]]),
);
const partNumbersFor = (productId: string) => PART_NUMBERS.get(productId) ?? [];

/** The site's own operations, fragments and all. */
const OWNED = portalOperation("queries/owned-products.graphql");
const LOCATIONS = portalOperation("queries/parts-order-locations.graphql");
const ORDERS = portalOperation("queries/parts-orders.graphql");
const ORDER = portalOperation("queries/parts-order.graphql");
const PLACE = portalOperation("mutations/place-parts-order.graphql");

interface Machine {
  id: string;
  name: string;
  organization: string;
  location: { id: string };
}
interface OwnedProduct {
  productId: string;
  machines: Machine[];
}
interface Order {
  number: string;
  status: string;
  placedAt: string;
  placedBy: { name: string; email: string };
  deliveryLocation: { id: string; name: string };
  purchaseOrderNumber: string | null;
  note: string | null;
  lines: Array<{
    position: number;
    productId: string;
    articleNumber: string;
    name: string;
    kind: string;
    quantity: number;
  }>;
}
interface OrderPage {
  partsOrders: {
    totalCount: number;
    page: number;
    pageSize: number;
    pageCount: number;
    items: Order[];
  };
}

const PIM_PRODUCT_IDS = new Set(
  fs
    .readdirSync(path.join(REPO_ROOT, "local-services/pim/seed/products"))
    .map(
      (file) =>
        (
          JSON.parse(
            fs.readFileSync(path.join(REPO_ROOT, "local-services/pim/seed/products", file), "utf8"),
          ) as { id: string }
        ).id,
    ),
);
const STATUSES = ["submitted", "confirmed", "shipped", "delivered", "cancelled"];

describe("portal parts orders over GraphQL", { timeout: 90_000 }, () => {
  let server: PortalServer;
  let customer: string;
  let otherCompany: string;
  let withoutRole: string;
  let product: OwnedProduct;
  let articles: string[];
  let locationId: string;

  const owned = (idToken: string) =>
    data<{ ownedProducts: OwnedProduct[] }>(server, idToken, OWNED).then((a) => a.ownedProducts);
  const orders = (idToken: string, variables: Record<string, unknown> = {}) =>
    data<OrderPage>(server, idToken, ORDERS, variables).then((a) => a.partsOrders);
  const place = (idToken: string, input: Record<string, unknown>) =>
    graphql<{ placePartsOrder: Order }>(server, idToken, PLACE, { input, language: "en" });
  /** An order the customer may place: his machine's product, two of its parts. */
  const anOrder = (overrides: Record<string, unknown> = {}) => ({
    idempotencyKey: randomUUID(),
    locationId,
    purchaseOrderNumber: "4500012345",
    note: "Gate 3",
    lines: [
      { productId: product.productId, articleNumber: articles[0], quantity: 2 },
      { productId: product.productId, articleNumber: articles.at(-1), quantity: 10 },
    ],
    ...overrides,
  });
  const line = (articleNumber: string, quantity: unknown = 1) => ({
    productId: product.productId,
    articleNumber,
    quantity,
  });

  beforeAll(async () => {
    server = await startPortalServer({ LOCAL_SERVICES_TEST_FIXTURES: "on" });
    [customer, otherCompany, withoutRole] = await Promise.all([
      idTokenOf(server, "customer@example.com"),
      idTokenOf(server, "admin@example.com"),
      idTokenOf(server, "internal@example.com"),
    ]);
    product = (await owned(customer))[0]!;
    articles = partNumbersFor(product!.productId);
    const { partsOrderLocations } = await data<{ partsOrderLocations: Array<{ id: string }> }>(
      server,
      customer,
      LOCATIONS,
    );
    locationId = partsOrderLocations[0]!.id;
  }, 60_000);
  afterAll(() => server.close());

  describe("owned products", () => {
    it("are the PIM products of the caller's machines in the organizations of his active product information access", async () => {
      const products = await owned(customer);
      const { locations } = await data<{
        locations: Array<{ machines: Array<{ id: string; organization: string }> }>;
      }>(server, customer, "{ locations { machines { id organization } } }");
      const company = locations.flatMap((location) => location.machines);
      const mine = products.flatMap((p) => p.machines);
      // The demo customer's product information access is active in his first organization only.
      const organizations = new Set(mine.map((machine) => machine.organization));
      expect(organizations.size).toBe(1);
      const expected = company.filter((machine) => organizations.has(machine.organization));
      expect(mine.map((m) => m.id).sort()).toEqual(expected.map((m) => m.id).sort());
      expect(mine.length).toBeLessThan(company.length);
      // Six machines of six demo models, each its own product (docs/demo-content.md).
      expect(products).toHaveLength(6);
      for (const { productId } of products) expect(PIM_PRODUCT_IDS.has(productId)).toBe(true);
      expect(products.map((p) => p.productId)).toEqual(products.map((p) => p.productId).sort());
    });

    it("group every machine under the product it is", async () => {
      const answer = await data<{
        ownedProducts: Array<{ productId: string; machines: Array<{ productId: string }> }>;
      }>(server, customer, "{ ownedProducts { productId machines { productId } } }");
      for (const { productId, machines } of answer.ownedProducts) {
        expect(machines.length).toBeGreaterThan(0);
        for (const machine of machines) expect(machine.productId).toBe(productId);
      }
    });

    it("are the whole company's for an account without a portal user", async () => {
      const response = await fetch(`${server.url}/test-fixtures/accounts`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ like: "customer@example.com" }),
      });
      const { email } = (await response.json()) as { email: string };
      const legacy = await idTokenOf(server, email);
      const machines = (await owned(legacy)).flatMap((p) => p.machines);
      const { locations } = await data<{ locations: Array<{ machines: unknown[] }> }>(
        server,
        legacy,
        "{ locations { machines { id } } }",
      );
      expect(machines).toHaveLength(locations.flatMap((l) => l.machines).length);
    });
  });

  describe("delivery locations", () => {
    it("are the company's locations", async () => {
      const [mine, theirs] = await Promise.all(
        [customer, otherCompany].map((idToken) =>
          data<{ partsOrderLocations: Array<{ id: string }> }>(server, idToken, LOCATIONS),
        ),
      );
      const { locations } = await data<{ locations: Array<{ id: string }> }>(
        server,
        customer,
        "{ locations { id } }",
      );
      expect(mine!.partsOrderLocations.map((l) => l.id)).toEqual(locations.map((l) => l.id));
      const ids = new Set(mine!.partsOrderLocations.map((l) => l.id));
      for (const { id } of theirs!.partsOrderLocations) expect(ids.has(id)).toBe(false);
    });
  });

  describe("the demo's past orders", () => {
    it("are seeded per company in every status, newest first, with the PIM's parts", async () => {
      const { items, totalCount } = await orders(otherCompany);
      expect(totalCount).toBe(6);
      expect(new Set(items.map((order) => order.status))).toEqual(new Set(STATUSES));
      const placed = items.map((order) => order.placedAt);
      expect(placed).toEqual([...placed].sort().reverse());
      for (const order of items) {
        expect(order.number).toMatch(/^PO-20(25|26)-\d{6}$/);
        expect(order.lines.length).toBeGreaterThan(0);
        for (const orderLine of order.lines) {
          expect(partNumbersFor(orderLine.productId)).toContain(orderLine.articleNumber);
          expect(orderLine.name).toMatch(/\S/);
        }
      }
      expect(items.flatMap((o) => o.lines.map((l) => l.kind)).sort()).toContain("wear");
    });

    it("are seeded for a test-fixtures company of its own too", async () => {
      const account = await ownCompanyAccount(server);
      expect((await orders(account.idToken)).totalCount).toBe(6);
    });

    it("name their parts in German on request", async () => {
      const en = await orders(otherCompany, { language: "en" });
      const de = await orders(otherCompany, { language: "de-CH" });
      expect(de.items[0]!.lines[0]!.name).not.toBe(en.items[0]!.lines[0]!.name);
    });
  });

  describe("placing an order", () => {
    it("makes a submitted order with a number, placed by the caller, first in the history", async () => {
      const before = (await orders(customer)).totalCount;
      const answer = await place(customer, anOrder({ purchaseOrderNumber: "  PO 77 ", note: "" }));
      expect(answer.errors).toBeUndefined();
      const order = answer.data!.placePartsOrder;
      expect(order).toMatchObject({
        status: "submitted",
        placedBy: { email: "customer@example.com" },
        deliveryLocation: { id: locationId },
        purchaseOrderNumber: "PO 77",
        note: null,
      });
      expect(order.number).toMatch(/^PO-\d{4}-\d{6}$/);
      expect(order.number.slice(3, 7)).toBe(order.placedAt.slice(0, 4));
      expect(order.lines.map((l) => [l.position, l.articleNumber, l.quantity])).toEqual([
        [1, articles[0], 2],
        [2, articles.at(-1), 10],
      ]);
      expect(order.lines[1]!.kind).toBe("wear");
      const after = await orders(customer);
      expect(after.totalCount).toBe(before + 1);
      expect(after.items[0]!.number).toBe(order.number);
      const { partsOrder } = await data<{ partsOrder: Order }>(server, customer, ORDER, {
        number: order.number,
      });
      expect(partsOrder).toEqual(order);
    });

    it("gives the first order again for the same idempotency key and order, and makes no second", async () => {
      const input = anOrder();
      const first = await place(customer, input);
      const before = (await orders(customer)).totalCount;
      const again = await place(customer, { ...input, purchaseOrderNumber: " 4500012345 " });
      expect(again.errors).toBeUndefined();
      expect(again.data!.placePartsOrder.number).toBe(first.data!.placePartsOrder.number);
      expect((await orders(customer)).totalCount).toBe(before);
    });

    it("makes one order of a double submit (two requests at the same moment)", async () => {
      const before = (await orders(customer)).totalCount;
      const input = anOrder();
      const answers = await Promise.all([place(customer, input), place(customer, input)]);
      for (const answer of answers) expect(answer.errors).toBeUndefined();
      const numbers = answers.map((answer) => answer.data!.placePartsOrder.number);
      expect(numbers[0]).toBe(numbers[1]);
      expect((await orders(customer)).totalCount).toBe(before + 1);
    });

    it("refuses an idempotency key reused with another order", async () => {
      const input = anOrder();
      await place(customer, input);
      const before = (await orders(customer)).totalCount;
      const changed = await place(customer, { ...input, lines: [line(articles[1]!, 3)] });
      expect(firstError(changed)).toEqual({
        code: "BAD_USER_INPUT",
        message: "idempotencyKey: idempotencyKeyReused",
      });
      expect((await orders(customer)).totalCount).toBe(before);
    });

    it("keeps one user's idempotency keys apart from another's", async () => {
      const input = anOrder();
      const mine = await place(customer, input);
      const fixture = await ownCompanyAccount(server);
      const locations = await data<{ partsOrderLocations: Array<{ id: string }> }>(
        server,
        fixture.idToken,
        LOCATIONS,
      );
      const theirs = await place(fixture.idToken, {
        ...input,
        locationId: locations.partsOrderLocations[0]!.id,
      });
      expect(theirs.errors).toBeUndefined();
      expect(theirs.data!.placePartsOrder.number).not.toBe(mine.data!.placePartsOrder.number);
    });
  });

  describe("refusals (as an attacker would try)", () => {
    let count: number;
    beforeAll(async () => {
      count = (await orders(customer)).totalCount;
    });
    /** Each refusal leaves the history as it was. */
    const unchanged = async () => expect((await orders(customer)).totalCount).toBe(count);

    it("another company's location: locationId: locationInvalid", async () => {
      const { partsOrderLocations } = await data<{ partsOrderLocations: Array<{ id: string }> }>(
        server,
        otherCompany,
        LOCATIONS,
      );
      const answer = await place(customer, anOrder({ locationId: partsOrderLocations[0]!.id }));
      expect(firstError(answer)).toEqual({
        code: "BAD_USER_INPUT",
        message: "locationId: locationInvalid",
      });
      await unchanged();
    });

    it("another company's order by number: null, and not in the history", async () => {
      const theirs = (await orders(otherCompany)).items[0]!.number;
      const answer = await graphql<{ partsOrder: Order | null }>(server, customer, ORDER, {
        number: theirs,
      });
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.partsOrder).toBeNull();
      const all = await orders(customer, { pageSize: 100 });
      expect(all.items.map((order) => order.number)).not.toContain(theirs);
      const unknown = await graphql<{ partsOrder: Order | null }>(server, customer, ORDER, {
        number: `PO-2026-${"9".repeat(100)}`,
      });
      expect(unknown.data!.partsOrder).toBeNull();
    });

    it.each([
      ["ownedProducts", OWNED, () => ({})],
      ["partsOrderLocations", LOCATIONS, () => ({})],
      ["partsOrders", ORDERS, () => ({})],
      ["partsOrder", ORDER, () => ({ number: "PO-2026-000001" })],
      ["placePartsOrder", PLACE, () => ({ input: anOrder() })],
    ])("%s without the product information role: FORBIDDEN", async (_name, query, variables) => {
      const answer = await graphql(server, withoutRole, query, variables());
      expect(firstError(answer)).toEqual({
        code: "FORBIDDEN",
        message: "Product information is not enabled for this user",
      });
      expect(answer.status).toBeLessThan(500);
    });

    it.each([
      [0, "lines.0.quantity: quantityInvalid"],
      [1000, "lines.0.quantity: quantityInvalid"],
    ])("quantity %j: %s", async (quantity, message) => {
      const answer = await place(customer, anOrder({ lines: [line(articles[0]!, quantity)] }));
      expect(firstError(answer)).toEqual({ code: "BAD_USER_INPUT", message });
      await unchanged();
    });

    it.each([[1.5], ["3"]])(
      "quantity %j: refused by the schema's Int, naming the line",
      async (quantity) => {
        const answer = await place(customer, anOrder({ lines: [line(articles[0]!, quantity)] }));
        expect(answer.status).toBe(400);
        const error = firstError(answer);
        expect(error.code).toBe("BAD_USER_INPUT");
        expect(error.message).toContain('at "input.lines[0].quantity"');
        await unchanged();
      },
    );

    it("101 lines: lines: tooManyLines", async () => {
      const many = Array.from({ length: 101 }, (_, i) => ({
        productId: `P-${i}`,
        articleNumber: "SP-10000",
        quantity: 1,
      }));
      const answer = await place(customer, anOrder({ lines: many }));
      expect(firstError(answer)).toEqual({
        code: "BAD_USER_INPUT",
        message: "lines: tooManyLines",
      });
      await unchanged();
    });

    it("an unknown article: articleUnknown, naming it", async () => {
      const answer = await place(
        customer,
        anOrder({ lines: [line(articles[0]!), line("SP-99999")] }),
      );
      const [error] = answer.errors ?? [];
      expect(error?.extensions).toMatchObject({
        code: "BAD_USER_INPUT",
        field: "lines.1.articleNumber",
        key: "articleUnknown",
        articleNumber: "SP-99999",
      });
      expect(error?.message).toMatch(/^lines\.1\.articleNumber: articleUnknown .*SP-99999/);
      await unchanged();
    });

    it("an article of another product: articleUnknown, naming it", async () => {
      const other = [...PIM_PRODUCT_IDS].find(
        (id) => id !== product.productId && !partNumbersFor(id).every((n) => articles.includes(n)),
      )!;
      const foreign = partNumbersFor(other).find((n) => !articles.includes(n))!;
      // The article exists: sold for the other product, the same order line is accepted there.
      const answer = await place(customer, anOrder({ lines: [line(foreign)] }));
      expect(answer.errors?.[0]?.extensions).toMatchObject({
        code: "BAD_USER_INPUT",
        field: "lines.0.articleNumber",
        key: "articleUnknown",
        articleNumber: foreign,
        productId: product.productId,
      });
      expect(answer.errors?.[0]?.message).toContain(foreign);
      await unchanged();
      const there = await place(
        customer,
        anOrder({ lines: [{ productId: other, articleNumber: foreign, quantity: 1 }] }),
      );
      expect(there.errors).toBeUndefined();
      count += 1;
    });

    it.each([
      [{ idempotencyKey: "not-a-uuid" }, "idempotencyKey: idempotencyKeyInvalid"],
      [{ purchaseOrderNumber: "p".repeat(36) }, "purchaseOrderNumber: purchaseOrderNumberTooLong"],
      [{ note: "n".repeat(1001) }, "note: noteTooLong"],
      [{ lines: [] }, "lines: linesRequired"],
    ])("%j: %s", async (overrides, message) => {
      const answer = await place(customer, anOrder(overrides));
      expect(firstError(answer)).toEqual({ code: "BAD_USER_INPUT", message });
      await unchanged();
    });

    it.each([
      [{ page: 0 }, "page: pageInvalid"],
      [{ pageSize: 101 }, "pageSize: pageSizeInvalid"],
    ])("history paging %j: %s", async (variables, message) => {
      const answer = await graphql(server, customer, ORDERS, variables);
      expect(firstError(answer)).toEqual({ code: "BAD_USER_INPUT", message });
    });
  });

  it("pages the history", async () => {
    const all = await orders(customer, { pageSize: 100 });
    const second = await orders(customer, { page: 2, pageSize: 3 });
    expect(second.pageCount).toBe(Math.ceil(all.totalCount / 3));
    expect(second.items.map((o) => o.number)).toEqual(all.items.slice(3, 6).map((o) => o.number));
  });
});

describe("parts orders across a restart", { timeout: 60_000 }, () => {
  it("are kept, and the sequence goes on", async () => {
    const first = await startIdentityServer();
    let idToken = await idTokenOf(first, "customer@example.com");
    const [product] = (await data<{ ownedProducts: OwnedProduct[] }>(first, idToken, OWNED))
      .ownedProducts;
    const { partsOrderLocations } = await data<{ partsOrderLocations: Array<{ id: string }> }>(
      first,
      idToken,
      LOCATIONS,
    );
    const input = {
      idempotencyKey: randomUUID(),
      locationId: partsOrderLocations[0]!.id,
      lines: [
        {
          productId: product!.productId,
          articleNumber: partNumbersFor(product!.productId)[0],
          quantity: 4,
        },
      ],
    };
    const { placePartsOrder } = await data<{ placePartsOrder: Order }>(first, idToken, PLACE, {
      input,
    });
    await first.close();

    const second = await startIdentityServer({ dataDir: first.dataDir });
    idToken = await idTokenOf(second, "customer@example.com");
    const { partsOrder } = await data<{ partsOrder: Order }>(second, idToken, ORDER, {
      number: placePartsOrder.number,
    });
    expect(partsOrder).toEqual(placePartsOrder);
    // Not seeded again; the key still gives the same order.
    expect((await data<OrderPage>(second, idToken, ORDERS)).partsOrders.totalCount).toBe(7);
    const again = await data<{ placePartsOrder: Order }>(second, idToken, PLACE, { input });
    expect(again.placePartsOrder.number).toBe(placePartsOrder.number);
    const next = await data<{ placePartsOrder: Order }>(second, idToken, PLACE, {
      input: { ...input, idempotencyKey: randomUUID() },
    });
    expect(Number(next.placePartsOrder.number.slice(-6))).toBe(
      Number(placePartsOrder.number.slice(-6)) + 1,
    );
  });
});
