import path from "node:path";
import { describe, expect, it } from "vitest";
import { seedCompany } from "../../../local-services/portal/demo-portal-data.mjs";
import { createTicketRepository } from "../../../local-services/portal/ticket-repository.mjs";
import { testStore } from "./helpers";
import { startIdentityServer } from "./oidc-helpers";
import { data, firstMachine, idTokenOf } from "./portal-helpers";

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
});
