import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { expect, test } from "@playwright/test";

import { type Process, startServices, startSite, stop } from "./support/own-stack";
import { signInThroughProviderForm } from "./support/portal";
import { TIMEOUTS } from "./support/timeouts";

const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3100) + 141;
const SERVICES_PORT = Number(process.env.E2E_SERVICES_PORT ?? 4100) + 141;
// Nothing listens here: the portal back end is unreachable while sign-in works.
const UNREACHABLE_PORTAL = `http://127.0.0.1:${Number(process.env.E2E_SERVICES_PORT ?? 4100) + 142}/portal/graphql`;
const site = `http://127.0.0.1:${SITE_PORT}`;

test.describe.configure({ mode: "serial" });
test.use({ baseURL: site });

let services: Process | undefined;
let server: Process | undefined;

test.beforeAll(async () => {
  test.setTimeout(TIMEOUTS.ownStackTestMs);
  services = await startServices(SERVICES_PORT, mkdtempSync(join(tmpdir(), "ferrion-tickets-")));
  server = await startSite(SITE_PORT, SERVICES_PORT, {
    SITE_URL: site,
    PORTAL_API_URL: UNREACHABLE_PORTAL,
    // A back end URL of its own means no local demo: the editor's secrets must be given.
    EDITOR_PASSWORD: "tickets-outage-editor-password",
    EDITOR_SECRET: "tickets-outage-editor-secret-0123456789abcdef",
  });
});

test.afterAll(async () => {
  await stop(server);
  await stop(services);
});

test("with the portal back end down, the ticket screens show the error box with its details", async ({
  page,
}) => {
  test.setTimeout(TIMEOUTS.ownStackTestMs);
  await signInThroughProviderForm(page, "customer@example.com");

  await page.goto("/en/mykomax/tickets/list");
  const error = page.getByRole("alert").filter({ hasText: "An error has occurred" });
  await expect(error).toBeVisible();
  await expect(error).toContainText("Technical details: Service unavailable");
  await expect(page.getByRole("table")).toHaveCount(0);

  await page.goto("/en/mykomax/tickets/T-100001");
  await expect(error).toBeVisible();
  await expect(error).toContainText("Technical details:");
  await expect(page.getByRole("heading", { name: "Page not found" })).toHaveCount(0);
});
