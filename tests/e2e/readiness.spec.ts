import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { expect, test } from "@playwright/test";

import { type Process, startServices, startSite, stop } from "./support/own-stack";
import { TIMEOUTS } from "./support/timeouts";

const BACKENDS = [
  { name: "content system", required: true },
  { name: "product information system", required: false },
  { name: "search service", required: false },
  { name: "identity provider", required: false },
  { name: "portal back end", required: false },
];

test("readiness names every backend, each up with its latency", async ({ request }) => {
  const response = await request.get("/api/health/ready");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-store");
  const body = await response.json();
  expect(body).toMatchObject({
    status: "ready",
    backends: BACKENDS.map((backend) => ({ ...backend, state: "up" })),
  });
  for (const backend of body.backends) {
    expect(backend.latencyMs).toBeGreaterThanOrEqual(0);
    expect(backend).not.toHaveProperty("reason");
  }
});

test.describe("with the search service and the identity provider out of reach", () => {
  const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3100) + 125;
  const SERVICES_PORT = Number(process.env.E2E_SERVICES_PORT ?? 4100) + 125;
  // Nothing listens here: the address answers "connection refused" at once.
  const NOWHERE = `http://127.0.0.1:${Number(process.env.E2E_SITE_PORT ?? 3100) + 128}`;
  const site = `http://127.0.0.1:${SITE_PORT}`;
  let services: Process | undefined;
  let server: Process | undefined;

  test.beforeAll(async () => {
    test.setTimeout(TIMEOUTS.ownStackTestMs);
    services = await startServices(SERVICES_PORT, mkdtempSync(join(tmpdir(), "ferrion-ready-")));
    server = await startSite(SITE_PORT, SERVICES_PORT, {
      SEARCH_API_URL: `${NOWHERE}/search`,
      OIDC_ISSUER: `${NOWHERE}/oidc`,
      // A backend outside the stand-ins ends the local demo: its secrets must be given.
      EDITOR_PASSWORD: "readiness-test-password",
      EDITOR_SECRET: "readiness-test-secret-of-at-least-32-chars",
    });
  });

  test.afterAll(async () => {
    await stop(server);
    await stop(services);
  });

  test("the site is degraded, not unavailable: 200, naming what is down, pages still served", async ({
    request,
  }) => {
    const response = await request.get(`${site}/api/health/ready`);
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      status: "degraded",
      backends: [
        { name: "content system", state: "up" },
        { name: "product information system", state: "up" },
        { name: "search service", state: "down", reason: expect.stringContaining("fetch failed") },
        { name: "identity provider", state: "down", reason: expect.any(String) },
        { name: "portal back end", state: "up" },
      ],
    });
    expect((await request.get(`${site}/en/company`)).status()).toBe(200);
  });
});
