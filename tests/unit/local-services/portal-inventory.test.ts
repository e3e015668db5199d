import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

interface Machine {
  id: string;
  model: string;
  serialNumber: string;
  name: string;
  plant: string;
  organization: string;
  yearOfManufacture: number | null;
  softwareVersion: string | null;
  warrantyEnd: string | null;
  openTickets: number;
  location: { id: string; name: string };
}

interface Page {
  inventory: {
    totalCount: number;
    page: number;
    pageSize: number;
    pageCount: number;
    plants: string[];
    organizations: string[];
    items: Machine[];
  };
}

/** The site's own operation, fragments and all. */
const INVENTORY = portalOperation("queries/inventory.graphql");
const OPEN_STATUSES = ["NEW", "IN_PROGRESS", "WAITING_FOR_CUSTOMER", "CLOSURE_REQUESTED"];
const COUNT_TICKETS = `query ($filter: TicketFilter) { tickets(filter: $filter) { totalCount } }`;
const CREATE = `mutation ($input: NewTicketInput!) { createTicket(input: $input) { id } }`;
/** Every machine of the caller's company (the ticket form's choices are not cut to organizations). */
const COMPANY_MACHINES = "{ locations { machines { id plant organization } } }";
const USER = portalOperation("queries/user-admin-user.graphql");
const CHANGE = portalOperation("mutations/change-access.graphql");
const ACCEPT = portalOperation("mutations/accept-invitation.graphql");

interface AdminView {
  userAdmin: {
    user: {
      company: string;
      access: Array<{
        organization: { id: string; name: string };
        application: { id: string };
        status: string;
      }>;
    } | null;
    organizations: Array<{ id: string; company: string; name: string }>;
  };
}

describe("portal inventory over GraphQL", { timeout: 60_000 }, () => {
  let server: PortalServer;
  let customer: string;
  let internal: string;
  let admin: string;
  let all: Page["inventory"];

  const inventory = (idToken: string, variables: Record<string, unknown> = {}) =>
    data<Page>(server, idToken, INVENTORY, variables).then((answer) => answer.inventory);
  const ids = (machines: Array<{ id: string }>) => machines.map((machine) => machine.id).sort();
  const companyMachines = (idToken: string) =>
    data<{
      locations: Array<{ machines: Array<{ id: string; plant: string; organization: string }> }>;
    }>(server, idToken, COMPANY_MACHINES).then(({ locations }) =>
      locations.flatMap((location) => location.machines),
    );
  /** What user administration (the internal administrator's view) holds of a user. */
  const adminView = async (userId: string) => {
    const { userAdmin } = await data<AdminView>(server, internal, USER, { id: userId });
    const user = userAdmin.user!;
    return {
      activeInventory: user.access
        .filter((record) => record.application.id === "inventory" && record.status === "active")
        .map((record) => record.organization),
      organizations: userAdmin.organizations.filter((o) => o.company === user.company),
    };
  };

  beforeAll(async () => {
    server = await startPortalServer({ LOCAL_SERVICES_TEST_FIXTURES: "on" });
    [customer, internal, admin] = await Promise.all([
      idTokenOf(server, "customer@example.com"),
      idTokenOf(server, "internal@example.com"),
      idTokenOf(server, "admin@example.com"),
    ]);
    all = await inventory(customer, { pageSize: 1000 });
  }, 60_000);
  afterAll(() => server.close());

  describe("scoping", () => {
    it("lists exactly the machines of the organizations where the caller's inventory access is active", async () => {
      const company = await companyMachines(customer);
      const names = (await adminView("demo-customer")).activeInventory.map((o) => o.name);
      const expected = company.filter((machine) => names.includes(machine.organization));
      expect(ids(all.items)).toEqual(ids(expected));
      expect(all.totalCount).toBe(expected.length);
      // Not the whole company: its other organizations' machines stay out.
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(company.length);
      expect(all.organizations).toEqual([...names].sort());
    });

    it("names every machine after one of its company's user administration organizations, most in the first", async () => {
      const company = await companyMachines(customer);
      const { organizations } = await adminView("demo-customer");
      const names = organizations.map((organization) => organization.name);
      expect(names).toHaveLength(3);
      for (const machine of company) expect(names).toContain(machine.organization);
      expect(new Set(company.map((machine) => machine.organization)).size).toBe(3);
      const first = organizations.find((organization) => organization.id.endsWith("-1"))!;
      const inFirst = company.filter((machine) => machine.organization === first.name);
      expect(inFirst.length).toBe((company.length * 2) / 3);
    });

    it("never lists a machine of another of the company's organizations, filtered by its name or plant", async () => {
      const listed = new Set(all.items.map((machine) => machine.id));
      const hidden = (await companyMachines(customer)).filter((m) => !listed.has(m.id));
      expect(hidden.length).toBeGreaterThan(0);
      for (const organization of new Set(hidden.map((machine) => machine.organization))) {
        const asked = await inventory(customer, { filter: { organization }, pageSize: 1000 });
        expect(asked).toMatchObject({ totalCount: 0, items: [] });
        expect(asked.organizations).toEqual(all.organizations);
        expect(asked.plants).toEqual(all.plants);
      }
      const hiddenIds = new Set(hidden.map((machine) => machine.id));
      for (const { plant, organization } of hidden) {
        for (const filter of [{ plant }, { plant, organization }]) {
          const asked = await inventory(customer, { filter, pageSize: 1000 });
          expect(asked.items.filter((machine) => hiddenIds.has(machine.id))).toEqual([]);
        }
      }
    });

    it("gives an account without a portal user the whole company, as his token keeps its roles", async () => {
      const response = await fetch(`${server.url}/test-fixtures/accounts`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ like: "customer@example.com" }),
      });
      const { email } = (await response.json()) as { email: string };
      const legacy = await idTokenOf(server, email);
      const whole = await inventory(legacy, { pageSize: 1000 });
      expect(ids(whole.items)).toEqual(ids(await companyMachines(customer)));
      expect(whole.organizations).toHaveLength(3);
    });

    it("never shows another company's machines, even when filtered by that company's plant", async () => {
      const other = await inventory(internal, { pageSize: 1000 });
      expect(other.totalCount).toBeGreaterThan(0);
      const customerIds = new Set(all.items.map((machine) => machine.id));
      expect(other.items.filter((machine) => customerIds.has(machine.id))).toEqual([]);
      for (const { plant, organization } of other.items) {
        const asked = await inventory(customer, { filter: { plant, organization } });
        expect(asked.items.every((machine) => customerIds.has(machine.id))).toBe(true);
      }
    });

    it("refuses a user without the inventory role with FORBIDDEN and no data", async () => {
      const answer = await graphql(server, admin, INVENTORY);
      expect(firstError(answer).code).toBe("FORBIDDEN");
      expect(answer.data).toBeNull();
    });
  });

  describe("the machines' details", () => {
    it("carries year, software version, warranty end and location for every demo machine", () => {
      for (const machine of all.items) {
        expect(machine.yearOfManufacture).toBeGreaterThanOrEqual(2015);
        expect(machine.softwareVersion).toMatch(/^\d+\.\d+\.\d+$/);
        expect(machine.warrantyEnd).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(Number(machine.warrantyEnd!.slice(0, 4))).toBe(machine.yearOfManufacture! + 3);
        expect(machine.location.name).not.toBe("");
      }
    });

    it("lists by plant, then name", () => {
      const keys = all.items.map((machine) => [machine.plant, machine.name]);
      const sorted = [...keys].sort(([plantA, nameA], [plantB, nameB]) =>
        plantA! === plantB! ? (nameA! < nameB! ? -1 : 1) : plantA! < plantB! ? -1 : 1,
      );
      expect(keys).toEqual(sorted);
    });

    it("offers the plants and organizations present, sorted and once each", () => {
      expect(all.plants).toEqual([...new Set(all.items.map((m) => m.plant))].sort());
      expect(all.organizations).toEqual([...new Set(all.items.map((m) => m.organization))].sort());
    });
  });

  describe("filters", () => {
    it.each([
      ["plant", (m: Machine) => m.plant],
      ["organization", (m: Machine) => m.organization],
    ] as const)("by %s: exactly the machines with that value", async (field, valueOf) => {
      const value = valueOf(all.items[1]!);
      const page = await inventory(customer, { filter: { [field]: value }, pageSize: 1000 });
      const expected = all.items.filter((machine) => valueOf(machine) === value);
      expect(page.items.map((machine) => machine.id)).toEqual(expected.map((m) => m.id));
      expect(page.totalCount).toBe(expected.length);
      // The choices stay those of the whole inventory, so another value can be picked.
      expect(page.plants).toEqual(all.plants);
    });

    it("combines plant and organization", async () => {
      const { plant, organization } = all.items[0]!;
      const page = await inventory(customer, { filter: { plant, organization } });
      const expected = all.items.filter(
        (m) => m.plant === plant && m.organization === organization,
      );
      expect(page.items.map((m) => m.id)).toEqual(expected.map((m) => m.id));
    });

    it.each([
      ["a model, in other case", (m: Machine) => m.model.toUpperCase()],
      ["part of a serial number", (m: Machine) => m.serialNumber.slice(-5)],
      ["a machine name", (m: Machine) => m.name.toLowerCase()],
    ])("searches %s", async (_case, textOf) => {
      const text = textOf(all.items[2]!);
      const words = text.toLowerCase().split(/\s+/);
      const page = await inventory(customer, { filter: { text }, pageSize: 1000 });
      const expected = all.items.filter((machine) =>
        words.every((word) =>
          [machine.model, machine.serialNumber, machine.name].some((field) =>
            field.toLowerCase().includes(word),
          ),
        ),
      );
      expect(page.items.map((m) => m.id)).toContain(all.items[2]!.id);
      expect(page.items.map((m) => m.id)).toEqual(expected.map((m) => m.id));
    });

    it.each(["%", "_", "no-such-machine"])("finds nothing for %j (no wildcards)", async (text) => {
      expect(await inventory(customer, { filter: { text } })).toMatchObject({ totalCount: 0 });
    });
  });

  describe("paging", () => {
    it("pages in the list's order", async () => {
      const second = await inventory(customer, { page: 2, pageSize: 2 });
      expect(second).toMatchObject({
        page: 2,
        pageSize: 2,
        totalCount: all.totalCount,
        pageCount: Math.ceil(all.totalCount / 2),
      });
      expect(second.items.map((m) => m.id)).toEqual(all.items.slice(2, 4).map((m) => m.id));
    });

    it.each([
      [{ page: 0 }, "page"],
      [{ pageSize: 0 }, "pageSize"],
      [{ pageSize: 1001 }, "pageSize"],
      [{ filter: { text: "x".repeat(201) } }, "text"],
      [{ filter: { plant: "p".repeat(201) } }, "plant"],
    ])("refuses %j with BAD_USER_INPUT naming %s", async (variables, field) => {
      const answer = await graphql(server, customer, INVENTORY, variables);
      expect(firstError(answer).code).toBe("BAD_USER_INPUT");
      expect(firstError(answer).message).toMatch(new RegExp(`^${field}: `));
    });
  });

  describe("open tickets", () => {
    it("counts each machine's tickets that are not CLOSED, as the ticket list filters them", async () => {
      expect(all.items.some((machine) => machine.openTickets > 0)).toBe(true);
      for (const machine of all.items) {
        const { tickets } = await data<{ tickets: { totalCount: number } }>(
          server,
          customer,
          COUNT_TICKETS,
          { filter: { machineId: machine.id, status: OPEN_STATUSES } },
        );
        expect(machine.openTickets, machine.id).toBe(tickets.totalCount);
      }
    });

    it("gives the same details and count on a ticket's machine", async () => {
      const { tickets } = await data<{
        tickets: { items: Array<{ machine: Machine }> };
      }>(
        server,
        customer,
        `{ tickets(pageSize: 5) { items { machine {
          id model serialNumber name plant organization yearOfManufacture softwareVersion
          warrantyEnd openTickets location { id name }
        } } } }`,
      );
      const listed = tickets.items.filter(({ machine }) =>
        all.items.some((m) => m.id === machine.id),
      );
      expect(listed.length).toBeGreaterThan(0);
      for (const { machine } of listed) {
        expect(machine).toEqual(all.items.find((m) => m.id === machine.id));
      }
      // A ticket on a machine outside the caller's organizations names its organization too.
      const { organizations } = await adminView("demo-customer");
      for (const { machine } of tickets.items) {
        expect(organizations.map((o) => o.name)).toContain(machine.organization);
      }
    });

    it("counts a newly opened ticket, in the caller's company only", async () => {
      const own = await ownCompanyAccount(server);
      const before = await inventory(own.idToken, { pageSize: 1000 });
      const machine = before.items[0]!;
      await data(server, own.idToken, CREATE, {
        input: {
          locationId: machine.location.id,
          machineId: machine.id,
          type: "BREAKDOWN",
          subject: "Inventory count",
          description: "A ticket the inventory must count.",
        },
      });
      const after = await inventory(own.idToken, { pageSize: 1000 });
      expect(after.items.find((m) => m.id === machine.id)?.openTickets).toBe(
        machine.openTickets + 1,
      );
      const others = (await inventory(customer, { pageSize: 1000 })).items;
      expect(others.map((m) => m.openTickets)).toEqual(all.items.map((m) => m.openTickets));
    });
  });

  describe("follows user administration", () => {
    it("adds an organization's machines when the user accepts its access, and takes them away when an administrator withdraws it", async () => {
      const own = await ownCompanyAccount(server);
      const company = await companyMachines(own.idToken);
      const machinesOf = (...names: string[]) =>
        ids(company.filter((machine) => names.includes(machine.organization)));
      const { activeInventory, organizations } = await adminView(own.id);
      // Seeded with the inventory of two organizations; the third's machines are not his.
      expect(activeInventory).toHaveLength(2);
      const [first, kept] = activeInventory as [
        (typeof activeInventory)[number],
        (typeof activeInventory)[number],
      ];
      const third = organizations.find(
        (o) =>
          !activeInventory.some((active) => active.id === o.id) &&
          company.some((machine) => machine.organization === o.name),
      )!;
      const change = (organizationId: string, action: string) =>
        data(server, internal, CHANGE, {
          input: { userId: own.id, organizationId, application: "inventory", action },
        });
      const shown = async () => {
        const page = await inventory(own.idToken, { pageSize: 1000 });
        return { machines: ids(page.items), organizations: page.organizations };
      };

      expect(await shown()).toEqual({
        machines: machinesOf(first.name, kept.name),
        organizations: [first.name, kept.name].sort(),
      });

      // Invited is not yet access.
      await change(third.id, "add");
      expect((await shown()).machines).toEqual(machinesOf(first.name, kept.name));

      await data(server, own.idToken, ACCEPT, { application: "inventory" });
      expect(await shown()).toEqual({
        machines: machinesOf(first.name, kept.name, third.name),
        organizations: [first.name, kept.name, third.name].sort(),
      });

      // Withdrawn in the first organization: its machines leave at once, by any filter.
      await change(first.id, "withdraw");
      expect(await shown()).toEqual({
        machines: machinesOf(kept.name, third.name),
        organizations: [kept.name, third.name].sort(),
      });
      const asked = await inventory(own.idToken, { filter: { organization: first.name } });
      expect(asked).toMatchObject({ totalCount: 0, items: [] });

      // Withdrawn everywhere: nothing left; the next sign-in's token lacks the role.
      await change(kept.id, "withdraw");
      await change(third.id, "withdraw");
      expect(await shown()).toEqual({ machines: [], organizations: [] });
      const renewed = await idTokenOf(server, own.email);
      expect(firstError(await graphql(server, renewed, INVENTORY)).code).toBe("FORBIDDEN");
    });
  });
});
