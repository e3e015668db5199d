import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { seedCompany } from "../../../local-services/portal/demo/demo-portal-data.mjs";
import { companyKey } from "../../../local-services/portal/company-key.mjs";
import { renameDemoMachineOrganizations } from "../../../local-services/portal/demo/machine-organizations.mjs";
import { seedOrganizationNamesOf } from "../../../local-services/portal/user-admin/company-organizations.mjs";
import { createTicketRepository } from "../../../local-services/portal/tickets/ticket-repository.mjs";
import { tempDir, testStore } from "./helpers";
import { signIn, startIdentityServer } from "./oidc-helpers";
import {
  data,
  firstMachine,
  idTokenOf,
  type PortalServer,
  smallPng,
  spawnServices,
  uploadFile,
} from "./portal-helpers";
import { openStore } from "../../../local-services/store/document-store.mjs";

const TABLES = [
  "portal_locations",
  "portal_machines",
  "portal_tickets",
  "portal_comments",
  "portal_attachments",
  "portal_status_changes",
  "portal_closure_requests",
];

describe("the portal's store", { timeout: 60_000 }, () => {
  it("seeds the same demo data into two stores made apart", () => {
    const dumps = [testStore(), testStore()].map((store) => {
      const repo = createTicketRepository(store.db);
      seedCompany(repo, {
        company: "Kunde Kabelkonfektion GmbH",
        people: [{ name: "Carla Kunde", email: "customer@example.com" }],
        filesDir: path.join(store.dataDir, "portal-files"),
      });
      return TABLES.map((table) => store.db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).all());
    });
    expect(dumps[0]).toEqual(dumps[1]);
    expect((dumps[0]![2] as unknown[]).length).toBe(48);
  });

  it("seeds a company once", () => {
    const store = testStore();
    const repo = createTicketRepository(store.db);
    const options = {
      company: "Once AG",
      people: [{ name: "O Nce", email: "once@example.com" }],
      filesDir: path.join(store.dataDir, "portal-files"),
    };
    expect(seedCompany(repo, options)).toEqual({ seeded: true, tickets: 48 });
    expect(seedCompany(repo, options)).toEqual({ seeded: false, tickets: 0 });
  });

  it("keeps what a customer wrote across a restart, and does not seed again", async () => {
    const first = await startIdentityServer();
    let idToken = await idTokenOf(first, "customer@example.com");
    const { locationId, machineId } = await firstMachine(first, idToken);
    const { createTicket } = await data<{ createTicket: { id: string } }>(
      first,
      idToken,
      `mutation ($input: NewTicketInput!) { createTicket(input: $input) { id } }`,
      {
        input: { locationId, machineId, type: "OTHER", subject: "Kept", description: "Survives" },
      },
    );
    await data(
      first,
      idToken,
      `mutation ($id: ID!) { addTicketComment(input: { ticketId: $id, text: "Still here" }) { id } }`,
      { id: createTicket.id },
    );
    await first.close();

    const second = await startIdentityServer({ dataDir: first.dataDir });
    idToken = await idTokenOf(second, "customer@example.com");
    const { ticket, tickets } = await data<{
      ticket: { subject: string; comments: Array<{ text: string }> };
      tickets: { totalCount: number };
    }>(
      second,
      idToken,
      `query ($id: ID!) { ticket(id: $id) { subject comments { text } } tickets { totalCount } }`,
      { id: createTicket.id },
    );
    expect(ticket).toEqual({ subject: "Kept", comments: [{ text: "Still here" }] });
    expect(tickets.totalCount).toBe(49);
    const next = await data<{ createTicket: { id: string } }>(
      second,
      idToken,
      `mutation ($input: NewTicketInput!) { createTicket(input: $input) { id } }`,
      { input: { locationId, machineId, type: "OTHER", subject: "Next", description: "d" } },
    );
    expect(Number(next.createTicket.id.slice(2))).toBe(Number(createTicket.id.slice(2)) + 1);
  });

  it("keeps a ticket, its comment and an upload across kill -9", async () => {
    const dataDir = tempDir();
    const services = spawnServices(dataDir);
    const url = await services.listening;
    const server = { url } as PortalServer;
    const { tokens } = await signIn(`${url}/oidc`, "customer@example.com");
    const idToken = tokens.id_token;
    const { locationId, machineId } = await firstMachine(server, idToken);
    const uploadId = await uploadFile(server, idToken, smallPng(77), "before-crash.png");
    const { createTicket } = await data<{ createTicket: { id: string } }>(
      server,
      idToken,
      `mutation ($input: NewTicketInput!) { createTicket(input: $input) { id } }`,
      {
        input: {
          locationId,
          machineId,
          type: "BREAKDOWN",
          subject: "Written just before the crash",
          description: "d",
          attachmentIds: [uploadId],
        },
      },
    );
    await data(
      server,
      idToken,
      `mutation ($id: ID!) { addTicketComment(input: { ticketId: $id, text: "Last words" }) { id } }`,
      { id: createTicket.id },
    );
    services.child.kill("SIGKILL");
    await services.exited;

    const store = openStore({ dataDir });
    try {
      const ticket = store.db
        .prepare("SELECT subject, replies FROM portal_tickets WHERE id = ?")
        .get(createTicket.id);
      expect(ticket).toEqual({ subject: "Written just before the crash", replies: 1 });
      const attachment = store.db
        .prepare("SELECT file_name, file FROM portal_attachments WHERE ticket_id = ?")
        .get(createTicket.id) as { file_name: string; file: string };
      expect(attachment.file_name).toBe("before-crash.png");
      expect(fs.existsSync(path.join(dataDir, "portal-files", attachment.file))).toBe(true);
    } finally {
      store.close();
    }
  });
});

describe("the free-text index", () => {
  it("is rebuilt for tickets written before it existed", () => {
    const store = testStore();
    const repo = createTicketRepository(store.db);
    seedCompany(repo, {
      company: "Old Store AG",
      people: [{ name: "O Ld", email: "old@example.com" }],
      filesDir: path.join(store.dataDir, "portal-files"),
    });
    store.db.exec("DELETE FROM portal_ticket_search");
    const reopened = createTicketRepository(store.db);
    const found = reopened.listTickets(companyKey("Old Store AG"), {
      words: ["lubrication"],
      sort: "CREATED_ON_DESC",
      limit: 100,
      offset: 0,
    });
    expect(found.totalCount).toBeGreaterThan(0);
    for (const ticket of found.items) {
      expect(`${ticket.subject} ${ticket.description}`.toLowerCase()).toContain("lubrication");
    }
  });
});

describe("the inventory's machine details", () => {
  it("are added, unknown, to the machines of a store written before they existed", () => {
    const store = testStore();
    store.db.exec(`CREATE TABLE portal_machines (
      id TEXT PRIMARY KEY, company_key TEXT NOT NULL, location_id TEXT NOT NULL, model TEXT NOT NULL,
      serial_number TEXT NOT NULL, name TEXT NOT NULL, plant TEXT NOT NULL, organization TEXT NOT NULL
    )`);
    store.db.exec(`INSERT INTO portal_machines VALUES
      ('M-old', 'k', 'L-old', 'Zeta 640', 'ZT640-1', 'Line 1', 'Hall 1', 'Prototyping')`);
    const repo = createTicketRepository(store.db);
    expect(repo.machineById("M-old")).toMatchObject({
      model: "Zeta 640",
      yearOfManufacture: null,
      softwareVersion: null,
      warrantyEnd: null,
    });
  });
});

describe("the demo machines' organizations in a store seeded before they followed user administration", () => {
  it("are renamed once to the company's organizations; other machines and a second start keep theirs", () => {
    const store = testStore();
    const repo = createTicketRepository(store.db);
    const company = "Kunde Kabelkonfektion GmbH";
    const key = companyKey(company);
    seedCompany(repo, {
      company,
      people: [{ name: "Carla Kunde", email: "customer@example.com" }],
      filesDir: path.join(store.dataDir, "portal-files"),
    });
    const organizations = () =>
      store.db
        .prepare("SELECT id, organization FROM portal_machines WHERE company_key = ? ORDER BY id")
        .all(key) as Array<{ id: string; organization: string }>;
    const seeded = organizations();
    const former = ["Cable assembly", "Harness production", "Prototyping"];
    // What the former seed wrote, and a machine that no seed made.
    seeded.forEach(({ id }, index) =>
      store.db
        .prepare("UPDATE portal_machines SET organization = ? WHERE id = ?")
        .run(former[index % 3], id),
    );
    store.db
      .prepare(
        `INSERT INTO portal_machines (id, company_key, location_id, model, serial_number, name, plant, organization)
         SELECT 'M-own', company_key, location_id, model, 'OWN-1', 'Own line', plant, 'Own organization'
         FROM portal_machines WHERE id = ?`,
      )
      .run(seeded[0]!.id);

    expect(renameDemoMachineOrganizations(store)).toBeGreaterThan(0);
    const renamed = organizations();
    expect(renamed.filter(({ id }) => id !== "M-own")).toEqual(seeded);
    expect(renamed.find(({ id }) => id === "M-own")?.organization).toBe("Own organization");
    expect(new Set(seeded.map((m) => m.organization))).toEqual(
      new Set(seedOrganizationNamesOf(company)),
    );

    store.db
      .prepare("UPDATE portal_machines SET organization = 'Changed' WHERE id = ?")
      .run(seeded[1]!.id);
    expect(renameDemoMachineOrganizations(store)).toBe(0);
    expect(organizations().find(({ id }) => id === seeded[1]!.id)?.organization).toBe("Changed");
  });
});
