import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { expect, test } from "@playwright/test";

import { type Process, startServices, startSite, stop } from "./support/own-stack";
import { TIMEOUTS } from "./support/timeouts";

const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3100) + 101;
const SERVICES_PORT = Number(process.env.E2E_SERVICES_PORT ?? 4100) + 101;
const site = `http://127.0.0.1:${SITE_PORT}`;

test.describe.configure({ mode: "serial" });

let services: Process | undefined;
let server: Process | undefined;
const dataDir = mkdtempSync(join(tmpdir(), "ferrion-outage-"));

test.beforeAll(async () => {
  test.setTimeout(TIMEOUTS.ownStackTestMs);
  services = await startServices(SERVICES_PORT, dataDir);
  server = await startSite(SITE_PORT, SERVICES_PORT);
});

test.afterAll(async () => {
  await stop(server);
  await stop(services);
});

test("when the content system goes down, visited pages are still served and readiness names it; it recovers when it is back", async ({
  page,
  request,
}) => {
  test.setTimeout(TIMEOUTS.ownStackTestMs);
  await page.goto(`${site}/en/company`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const heading = await page.getByRole("heading", { level: 1 }).textContent();

  await stop(services);

  const cached = await page.goto(`${site}/en/company`);
  expect(cached?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading ?? "");

  const down = await request.get(`${site}/api/health/ready`);
  expect(down.status()).toBe(503);
  const body = await down.json();
  // The whole local-services process is down, so every backend is, each named with its reason.
  expect(body).toMatchObject({
    status: "unavailable",
    backends: [
      { name: "content system", required: true, state: "down" },
      { name: "product information system", required: false, state: "down" },
      { name: "search service", required: false, state: "down" },
      { name: "identity provider", required: false, state: "down" },
      { name: "portal back end", required: false, state: "down" },
    ],
  });
  for (const backend of body.backends) expect(backend.reason).toEqual(expect.any(String));
  expect(JSON.stringify(body)).not.toMatch(/at .*\.(js|ts):\d+/);

  // A page deep enough that no visible link prefetched it before the outage.
  const unvisited = await page.goto(`${site}/en/company/investors/financial-calendar`);
  expect(unvisited?.status()).toBe(503);
  await expect(page.getByText(/maintenance/i).first()).toBeVisible();
  await expect(page.locator("body")).not.toContainText("ECONNREFUSED");

  services = await startServices(SERVICES_PORT, dataDir);
  await expect.poll(async () => (await request.get(`${site}/api/health/ready`)).status()).toBe(200);
  const recovered = await page.goto(`${site}/en/company/investors/financial-calendar`);
  expect(recovered?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
