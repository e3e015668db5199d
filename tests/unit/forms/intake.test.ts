import http from "node:http";
import type { AddressInfo } from "node:net";

import { describe, expect, it, onTestFinished } from "vitest";

import { createIntake } from "@/local-services/portal/intake/intake-service.mjs";
import { openStore } from "@/local-services/store/document-store.mjs";

import { tempDir } from "../local-services/helpers";

const FIELDS = {
  email: "ana.keller@example.com",
  firstName: "<img src=x onerror=alert(1)>",
  lastName: "Keller",
  company: "Kabelwerk Keller AG",
  country: "Switzerland",
  product: "Gamma 263",
  serialNumber: "FX-123456",
  message: "Line one\n<script>alert(1)</script>",
};
const KEY = "0b9f5a3e-6a41-4c1e-9f0a-2d8f1c7b6e55";

/** The intake on a store in dataDir, served over HTTP as the site calls it. */
async function serveIntake(dataDir: string) {
  const store = openStore({ dataDir });
  const intake = createIntake({ db: store.db });
  const server = http.createServer((req, res) => {
    void intake.handle(req, res, (req.url ?? "/").split("?")[0]!).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    store.close();
  };
  return { url, close };
}

async function startIntake(dataDir = tempDir()) {
  const running = await serveIntake(dataDir);
  onTestFinished(running.close);
  return running.url;
}

const post = (url: string, body: unknown, path = "/portal/intake/cases") =>
  fetch(`${url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const supportCase = (overrides: Record<string, unknown> = {}) => ({
  kind: "SUPPORT_REQUEST",
  idempotencyKey: KEY,
  locale: "en",
  fields: FIELDS,
  flag: null,
  ...overrides,
});

describe("the service desk's intake of cases and leads", () => {
  it("opens a case once per idempotency key and answers a retry with the same reference", async () => {
    const url = await startIntake();
    const first = await post(url, supportCase());
    expect(first.status).toBe(201);
    const created = (await first.json()) as { reference: string };
    expect(created.reference).toMatch(/^SR-1\d{5}$/);
    const retry = await post(url, supportCase());
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual(created);
    const listed = (await (await fetch(`${url}/portal/service-desk/cases`)).json()) as {
      records: { reference: string; fields: unknown }[];
    };
    expect(listed.records).toHaveLength(1);
    expect(listed.records[0]?.fields).toEqual(FIELDS);
  });

  it("refuses the same key with other content (409) and stores nothing new", async () => {
    const url = await startIntake();
    await post(url, supportCase());
    const reused = await post(url, supportCase({ fields: { ...FIELDS, message: "Other" } }));
    expect(reused.status).toBe(409);
  });

  it("keeps its cases across a restart", async () => {
    const dataDir = tempDir();
    const first = await serveIntake(dataDir);
    await post(first.url, supportCase());
    await first.close();
    const url = await startIntake(dataDir);
    const page = await (await fetch(`${url}/portal/service-desk`)).text();
    expect(page).toContain("SR-100001 · Support request");
  });

  it("shows HTML a visitor typed as text on the service desk page", async () => {
    const url = await startIntake();
    await post(url, supportCase({ flag: "bot check: <b>no token</b>" }));
    const page = await (await fetch(`${url}/portal/service-desk`)).text();
    expect(page).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page).toContain("Flagged: bot check: &lt;b&gt;no token&lt;/b&gt;");
    expect(page).not.toContain("<script>alert");
    expect(page).not.toContain("<img src=x");
  });

  it("takes leads (whitepaper, feedback, contact) apart from cases", async () => {
    const url = await startIntake();
    const lead = await post(
      url,
      {
        kind: "STORY_FEEDBACK",
        idempotencyKey: KEY,
        locale: "de",
        fields: {
          firstName: "Ana",
          lastName: "Keller",
          company: "Kabelwerk",
          country: "Schweiz",
          message: "Gut",
          story: "crimp-quality",
        },
      },
      "/portal/intake/leads",
    );
    expect(lead.status).toBe(201);
    expect(await lead.json()).toMatchObject({ reference: expect.stringMatching(/^FB-/) });
    const cases = (await (await fetch(`${url}/portal/service-desk/cases`)).json()) as {
      records: unknown[];
    };
    expect(cases.records).toEqual([]);
  });

  it.each([
    ["story feedback without its story", "STORY_FEEDBACK", { message: "Gut" }],
    ["a whitepaper lead without consent", "WHITEPAPER_DOWNLOAD", { email: "a@b.ch" }],
    ["a contact with a header injection", "CONTACT", { name: "A\r\nBcc: x@y.z" }],
  ])("refuses %s with the form's own rules", async (_name, kind, fields) => {
    const url = await startIntake();
    const response = await post(
      url,
      { kind, idempotencyKey: KEY, locale: "en", fields },
      "/portal/intake/leads",
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.stringMatching(/^fields\./) });
    const leads = (await (await fetch(`${url}/portal/service-desk/leads`)).json()) as {
      records: unknown[];
    };
    expect(leads.records).toEqual([]);
  });

  it.each([
    ["not JSON", "{", 400],
    ["a lead kind as a case", supportCase({ kind: "CONTACT" }), 400],
    ["an unknown kind", supportCase({ kind: "__proto__" }), 400],
    ["no idempotency key", supportCase({ idempotencyKey: "1" }), 400],
    [
      "a support request missing its serial number",
      supportCase({ fields: { ...FIELDS, serialNumber: "" } }),
      400,
    ],
    [
      "a header injection in a name",
      supportCase({ fields: { ...FIELDS, lastName: "K\r\nBcc: x@y.z" } }),
      400,
    ],
    ["a field name that is not one", supportCase({ fields: { ...FIELDS, __proto__x: "1" } }), 400],
    ["a flag of 1,000 characters", supportCase({ flag: "x".repeat(1000) }), 400],
    ["a body of 100 kB", supportCase({ fields: { ...FIELDS, message: "x".repeat(100_000) } }), 413],
  ])("refuses %s with a 4xx naming it", async (_name, body, status) => {
    const url = await startIntake();
    const response = await post(url, body);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: expect.any(String) });
    const cases = (await (await fetch(`${url}/portal/service-desk/cases`)).json()) as {
      records: unknown[];
    };
    expect(cases.records).toEqual([]);
  });

  it("answers other methods with 405", async () => {
    const url = await startIntake();
    expect((await fetch(`${url}/portal/intake/cases`)).status).toBe(405);
    expect((await fetch(`${url}/portal/service-desk`, { method: "DELETE" })).status).toBe(405);
  });
});
