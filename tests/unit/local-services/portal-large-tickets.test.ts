import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import {
  generateLargeTickets,
  LARGE_TICKETS_EMAIL,
} from "../../../local-services/portal/demo/large-tickets.mjs";
import { companyKey } from "../../../local-services/portal/company-key.mjs";
import { tempDir } from "./helpers";
import { signIn, startIdentityServer } from "./oidc-helpers";
import { data } from "./portal-helpers";

const run = promisify(execFile);
const SCRIPT = "local-services/portal/generate-large-tickets.mjs";
const PAGE = `query ($filter: TicketFilter) {
  tickets(filter: $filter, pageSize: 20) { totalCount items { id status subject } }
}`;

describe("the 10,000-ticket company", { timeout: 120_000 }, () => {
  it("is generated fast, pages fast, and goes away again", async () => {
    const server = await startIdentityServer();
    const result = await generateLargeTickets(server.store);
    expect(result.tickets).toBe(10_000);
    const count = (company: string) =>
      (
        server.store.db
          .prepare("SELECT COUNT(*) AS n FROM portal_tickets WHERE company_key = ?")
          .get(companyKey(company)) as { n: number }
      ).n;
    expect(count("Large Ticket Volume AG")).toBe(10_000);

    const { tokens } = await signIn(server.issuer, LARGE_TICKETS_EMAIL);
    const first = await data<{ tickets: { totalCount: number; items: unknown[] } }>(
      server,
      tokens.id_token,
      PAGE,
    );
    expect(first.tickets.totalCount).toBe(10_000);
    expect(first.tickets.items).toHaveLength(20);

    const filter = { status: ["IN_PROGRESS", "WAITING_FOR_CUSTOMER"], text: "feed" };
    const filtered = await data<{
      tickets: { totalCount: number; items: Array<{ status: string; subject: string }> };
    }>(server, tokens.id_token, PAGE, { filter });
    expect(filtered.tickets.totalCount).toBeGreaterThan(0);
    for (const item of filtered.tickets.items) {
      expect(["IN_PROGRESS", "WAITING_FOR_CUSTOMER"]).toContain(item.status);
    }
    // "No full scan per row" is the query plan below; the speed is a budget of npm run bench.
    const plan = server.store.db
      .prepare(
        "EXPLAIN QUERY PLAN SELECT * FROM portal_tickets WHERE company_key = ? ORDER BY created_on DESC, seq DESC LIMIT 20",
      )
      .all("x") as Array<{ detail: string }>;
    expect(plan.map((row) => row.detail).join(" ")).toMatch(/portal_tickets_by_created/);

    await generateLargeTickets(server.store, { remove: true });
    expect(count("Large Ticket Volume AG")).toBe(0);
    await expect(signIn(server.issuer, LARGE_TICKETS_EMAIL)).rejects.toThrow(/refused/);
  });

  it("can fill a demo company, and --remove gives it its demo set back", async () => {
    const server = await startIdentityServer();
    const company = "Admin Harness Systems Ltd.";
    await generateLargeTickets(server.store, { company, tickets: 500 });
    const { tokens } = await signIn(server.issuer, "admin@example.com");
    const count = async () =>
      (await data<{ tickets: { totalCount: number } }>(server, tokens.id_token, PAGE)).tickets
        .totalCount;
    const orders = async () =>
      (
        await data<{ partsOrders: { totalCount: number } }>(
          server,
          tokens.id_token,
          "{ partsOrders { totalCount } }",
        )
      ).partsOrders.totalCount;
    expect(await count()).toBe(500);
    // Its past parts orders went with its locations...
    expect(await orders()).toBe(0);
    await generateLargeTickets(server.store, { company, remove: true });
    expect(await count()).toBe(48);
    // ...and come back with its demo set.
    expect(await orders()).toBe(6);
  });

  it("runs from the command line, and refuses unknown arguments", async () => {
    const env = { ...process.env, LOCAL_SERVICES_DATA_DIR: tempDir() };
    const made = await run("node", [SCRIPT, "--company", "CLI Test AG"], { env });
    expect(made.stdout).toMatch(/10000 tickets for CLI Test AG/);
    const removed = await run("node", [SCRIPT, "--company", "CLI Test AG", "--remove"], { env });
    expect(removed.stdout).toMatch(/removed the large ticket set of CLI Test AG/);
    await expect(run("node", [SCRIPT, "--bogus"], { env })).rejects.toMatchObject({ code: 2 });
  });
});
