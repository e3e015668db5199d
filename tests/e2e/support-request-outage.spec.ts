import { randomUUID } from "node:crypto";

import { expect, type Page, test } from "@playwright/test";

import { useOwnStack } from "./support/own-stack";
import { TIMEOUTS } from "./support/timeouts";

const PORT_OFFSET = 271;
const site = `http://127.0.0.1:${Number(process.env.E2E_SITE_PORT ?? 3100) + PORT_OFFSET}`;
// A stack of its own: the service desk (a stand-in) is stopped, and the site accepts and flags
// a submission without a bot verdict.
const stack = useOwnStack({
  portOffset: PORT_OFFSET,
  site: { env: { SITE_URL: site, BOT_PROTECTION_ON_FAILURE: "flag" } },
});
const servicesUrl = stack.servicesUrl;
const FORM = "/en/support/support-request";
const SUCCESS =
  "Thank you for your request! We will process it and get back to you as soon as possible.";
const FAILURE = "Something went wrong. Please verify your input is correct and try again later.";

test.use({ baseURL: site });

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
  test.setTimeout(TIMEOUTS.testMs + TIMEOUTS.processStartMs);
  await page.goto(FORM);
  const company = `Kabelwerk ${randomUUID().slice(0, 8)}`;
  await fill(page, company);
  await stack.stopServices();

  await page.getByRole("button", { name: "Send" }).click();
  const failure = page.getByRole("alert").filter({ hasText: FAILURE });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText("You can also write to us at service@ferrion.example.");
  await expect(page.getByLabel("Company", { exact: true })).toHaveValue(company);
  await page.reload();
  await expect(page.getByLabel("Company", { exact: true })).toHaveValue(company);
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue("The machine is down.");

  await stack.startServices();
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("status").filter({ hasText: SUCCESS })).toBeVisible();

  // Stored once, and still there after the stand-in's restart.
  await page.goto(`${servicesUrl}/portal/service-desk`);
  await expect(page.getByRole("article").filter({ hasText: company })).toHaveCount(1);
});
