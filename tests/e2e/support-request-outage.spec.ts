import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { expect, type Page, test } from "@playwright/test";

import { type Process, startServices, startSite, stop } from "./support/own-stack";
import { TIMEOUTS } from "./support/timeouts";

const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3100) + 271;
const SERVICES_PORT = Number(process.env.E2E_SERVICES_PORT ?? 4100) + 271;
const site = `http://127.0.0.1:${SITE_PORT}`;
const servicesUrl = `http://127.0.0.1:${SERVICES_PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), "ferrion-forms-"));
const FORM = "/en/support/support-request";
const SUCCESS =
  "Thank you for your request! We will process it and get back to you as soon as possible.";
const FAILURE = "Something went wrong. Please verify your input is correct and try again later.";

test.describe.configure({ mode: "serial" });
test.use({ baseURL: site });

let services: Process | undefined;
let server: Process | undefined;

test.beforeAll(async () => {
  test.setTimeout(TIMEOUTS.ownStackTestMs);
  services = await startServices(SERVICES_PORT, dataDir);
  // Accept-and-flag: a submission without a bot verdict reaches the service desk, flagged.
  server = await startSite(SITE_PORT, SERVICES_PORT, {
    SITE_URL: site,
    BOT_PROTECTION_ON_FAILURE: "flag",
  });
});

test.afterAll(async () => {
  await stop(server);
  await stop(services);
});

async function fill(page: Page, company: string) {
  const values: Record<string, string> = {
    "First name": "Ana",
    "Last name": "Keller",
    "E-mail": "ana.keller@example.com",
    Company: company,
    Country: "Switzerland",
    Product: "Gamma 263",
    "Serial number": "FX-123456",
    Message: "The machine is down.",
  };
  for (const [label, value] of Object.entries(values)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
}

test("with BOT_PROTECTION_ON_FAILURE=flag, a request whose bot script failed reaches the service desk flagged", async ({
  page,
}) => {
  test.setTimeout(TIMEOUTS.ownStackTestMs);
  await page.route("**/bot-protection/api.js*", (route) => route.abort());
  await page.goto(FORM);
  const company = `Kabelwerk ${randomUUID().slice(0, 8)}`;
  await fill(page, company);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("status").filter({ hasText: SUCCESS })).toBeVisible();

  await page.goto(`${servicesUrl}/portal/service-desk`);
  const record = page.getByRole("article").filter({ hasText: company });
  await expect(record.getByText("Flagged: bot check: no token")).toBeVisible();
});

test("with the service desk down, the failure text and help address show, nothing typed is lost (also across a reload), and the retry after it is back is stored once", async ({
  page,
}) => {
  test.setTimeout(TIMEOUTS.ownStackTestMs);
  await page.goto(FORM);
  const company = `Kabelwerk ${randomUUID().slice(0, 8)}`;
  await fill(page, company);
  await stop(services);

  await page.getByRole("button", { name: "Send" }).click();
  const failure = page.getByRole("alert").filter({ hasText: FAILURE });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText("You can also write to us at service@ferrion.example.");
  await expect(page.getByLabel("Company", { exact: true })).toHaveValue(company);
  await page.reload();
  await expect(page.getByLabel("Company", { exact: true })).toHaveValue(company);
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue("The machine is down.");

  services = await startServices(SERVICES_PORT, dataDir);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("status").filter({ hasText: SUCCESS })).toBeVisible();

  // Stored once, and still there after the stand-in's restart.
  await page.goto(`${servicesUrl}/portal/service-desk`);
  await expect(page.getByRole("article").filter({ hasText: company })).toHaveCount(1);
});
