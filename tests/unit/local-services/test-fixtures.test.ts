import { describe, expect, it } from "vitest";

import { startTestServer } from "./helpers";

async function post(url: string, body: unknown) {
  const response = await fetch(`${url}/test-fixtures/accounts`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("the test fixtures door of the stand-ins", () => {
  it("is not there unless the stand-ins run for tests", async () => {
    const { url } = await startTestServer();
    expect((await post(url, { like: "admin@example.com" })).status).toBe(404);
  });

  it("makes a new account like a demo account, with a unique e-mail and the demo password", async () => {
    const { url } = await startTestServer({ LOCAL_SERVICES_TEST_FIXTURES: "on" });
    const first = await post(url, { like: "admin@example.com" });
    const second = await post(url, { like: "admin@example.com" });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      firstName: "Adam",
      lastName: "Admin",
      password: "mykomax-demo",
      email: expect.stringMatching(/^admin\+\w{8}@example\.com$/),
    });
    expect(second.body.email).not.toBe(first.body.email);
    expect(first.body.company).toBe("Admin Harness Systems Ltd.");
  });

  it("makes an account in a company of its own, seeded with the demo tickets", async () => {
    const running = await startTestServer({ LOCAL_SERVICES_TEST_FIXTURES: "on" });
    const first = await post(running.url, { like: "customer@example.com", ownCompany: true });
    const second = await post(running.url, { like: "customer@example.com", ownCompany: true });
    expect(first.status).toBe(201);
    expect(first.body.company).toMatch(/^E2E Company \w{8}$/);
    expect(second.body.company).not.toBe(first.body.company);
    const tickets = running.store.db
      .prepare(
        `SELECT c.name AS company, COUNT(*) AS n, MIN(t.seq) AS first FROM portal_tickets t
         JOIN portal_companies c ON c.key = t.company_key GROUP BY c.key`,
      )
      .all() as Array<{ company: string; n: number; first: number }>;
    const own = tickets.filter((row) => row.company.startsWith("E2E Company"));
    expect(own.map((row) => row.n)).toEqual([48, 48]);
    expect(new Set(tickets.map((row) => row.first)).size).toBe(tickets.length);
  });

  it.each([
    [{ like: "nobody@example.com" }, 400, /like must be one of the demo accounts/],
    [{}, 400, /like must be one of the demo accounts/],
    ["not an object", 400, /JSON object/],
    [{ like: "customer@example.com", ownCompany: "yes" }, 400, /ownCompany must be true or false/],
  ])("refuses %j with %i", async (body, status, message) => {
    const { url } = await startTestServer({ LOCAL_SERVICES_TEST_FIXTURES: "on" });
    const answer = await post(url, body);
    expect(answer.status).toBe(status);
    expect(answer.body.error).toMatch(message);
  });
});
