import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { expect, test } from "@playwright/test";

import { type Process, startServices, startSite, stop } from "./support/own-stack";
import { storedIdToken, storedToken, submitProviderSignIn } from "./support/portal";
import { TIMEOUTS } from "./support/timeouts";

// A stack of its own whose tokens live 190 s: renewal starts 180 s before expiry, 10 s in. The
// journeys that change an account for good (delete, new password) run here too, away from the
// shared demo accounts of the other portal journeys.
const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3100) + 107;
const SERVICES_PORT = Number(process.env.E2E_SERVICES_PORT ?? 4100) + 107;
const site = `http://127.0.0.1:${SITE_PORT}`;
const issuer = `http://127.0.0.1:${SERVICES_PORT}/oidc`;
const TOKEN_TTL_S = 190;

test.describe.configure({ mode: "serial" });

let services: Process | undefined;
let server: Process | undefined;

test.beforeAll(async () => {
  test.setTimeout(TIMEOUTS.ownStackTestMs);
  const dataDir = mkdtempSync(join(tmpdir(), "ferrion-portal-renewal-"));
  services = await startServices(SERVICES_PORT, dataDir, {
    LOCAL_OIDC_TOKEN_TTL_S: String(TOKEN_TTL_S),
  });
  server = await startSite(SITE_PORT, SERVICES_PORT);
});

test.afterAll(async () => {
  await stop(server);
  await stop(services);
});

test("the tokens are renewed in the hidden frame before they expire, the old ones revoked, without a page load", async ({
  page,
}) => {
  test.setTimeout(TIMEOUTS.ownStackTestMs);
  await page.goto(`${site}/en/mykomax`);
  await submitProviderSignIn(page, "customer@example.com");
  await expect(page.getByRole("heading", { name: "Your services" })).toBeVisible();
  const firstIdToken = await storedIdToken(page);
  const firstAccessToken = await storedToken(page, "access_token");
  expect(firstIdToken).not.toBeNull();
  // Tokens live in this tab's sessionStorage only.
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("oidc."))),
  ).toEqual([]);
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));

  await expect
    .poll(() => storedIdToken(page), { timeout: 40_000, intervals: [1000] })
    .not.toBe(firstIdToken);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
    true,
  );
  await expect(page.getByRole("heading", { name: "Your services" })).toBeVisible();

  // The old access token was revoked before the new one was fetched; the new one works.
  const withOld = await fetch(`${issuer}/account`, {
    headers: { Authorization: `Bearer ${firstAccessToken}` },
  });
  expect(withOld.status).toBe(401);
  // Tokens this short-lived are renewed every few seconds: the one stored now may be revoked by
  // the next renewal before it is used, so ask with whatever the tab holds until one works.
  await expect
    .poll(async () => {
      const token = await storedToken(page, "access_token");
      return (await fetch(`${issuer}/account`, { headers: { Authorization: `Bearer ${token}` } }))
        .status;
    })
    .toBe(200);
});

test("a deleted account is logged out and cannot sign in again", async ({ page }) => {
  await page.goto(`${site}/en/mykomax/account`);
  await submitProviderSignIn(page, "new@example.com");
  await expect(page.getByRole("heading", { level: 1, name: "Account settings" })).toBeVisible();
  await page.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toContainText("new@example.com");
  await dialog.getByRole("button", { name: "Yes, delete my account" }).click();
  await expect(page).toHaveURL(`${site}/en`);
  await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();

  await page.goto(`${site}/en/mykomax`);
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await submitProviderSignIn(page, "new@example.com");
  await expect(page.getByText("Wrong e-mail or password.")).toBeVisible();
});

test("the password is changed on the identity site, which returns to the account settings", async ({
  page,
}) => {
  await page.goto(`${site}/en/mykomax/account`);
  await submitProviderSignIn(page, "admin@example.com");
  await expect(page.getByRole("heading", { level: 1, name: "Account settings" })).toBeVisible();
  await page.getByRole("link", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/oidc\/account\/password\?/);
  await page.getByLabel("Current password").fill("mykomax-demo");
  await page.getByLabel("New password", { exact: true }).fill("a-longer-secret-1");
  await page.getByLabel("Repeat new password").fill("a-longer-secret-1");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveURL(`${site}/en/mykomax/account`);
  await expect(page.getByRole("heading", { level: 1, name: "Account settings" })).toBeVisible();

  await page.goto(`${site}/en/mykomax/logout`);
  await expect(page).toHaveURL(`${site}/en`);
  await page.goto(`${site}/en/mykomax`);
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await submitProviderSignIn(page, "admin@example.com", "a-longer-secret-1");
  await expect(page.getByRole("heading", { name: "Your services" })).toBeVisible();
});
