import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";

import { expect, type Page, test } from "@playwright/test";

import { SERVICES_URL } from "../../playwright.config";
import { collectPageProblems } from "./support/portal";
import { openDashboardSignedIn } from "./support/signed-in";

// Read-only journeys: the demo accounts' wire-flow access is looked at, never changed.

const wireFlowTile = (page: Page) => page.getByRole("article", { name: "Wire-flow apps" });
const releaseCards = (page: Page) => page.locator("article[data-release]");

async function openWireFlow(page: Page) {
  await wireFlowTile(page).getByRole("link", { name: "Open" }).click();
  await expect(page).toHaveURL(/\/en\/mykomax\/wire-flow$/);
}

test("an on-premises user downloads a wire-flow release whose bytes match the checksum shown", async ({
  page,
  context,
}) => {
  const problems = collectPageProblems(page);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openDashboardSignedIn(page, "admin@example.com");
  await openWireFlow(page);
  await expect(
    page.getByRole("heading", { level: 1, name: "Wire-flow download centre" }),
  ).toBeVisible();

  // Every release, newest first, with its date, notes, size and checksum.
  await expect(releaseCards(page)).toHaveCount(4);
  await expect(releaseCards(page).locator("h3")).toHaveText([
    "Version 2026.3.0",
    "Version 2026.2.1",
    "Version 2026.2.0",
    "Version 2026.1.0",
  ]);
  const latest = page.getByRole("article", { name: "Version 2026.3.0" });
  await expect(latest).toContainText("Latest");
  await expect(latest).toContainText("Released on Nov 2, 2026");
  await expect(latest.getByRole("listitem")).toHaveCount(3);
  await expect(latest).toContainText("412 kB");
  const checksumField = latest.getByRole("textbox", { name: "SHA-256 checksum" });
  const checksum = await checksumField.inputValue();
  expect(checksum).toMatch(/^[0-9a-f]{64}$/);

  // The copy button puts the checksum on the clipboard.
  await latest
    .getByRole("button", { name: "Copy the SHA-256 checksum of version 2026.3.0" })
    .click();
  await expect(latest.getByRole("status")).toHaveText("Checksum copied.");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(checksum);

  // The download: the browser saves the installer, whose SHA-256 is the one shown.
  const downloading = page.waitForEvent("download");
  await latest.getByRole("link", { name: /^Download version 2026\.3\.0/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("wire-flow-server-2026.3.0-setup.bin");
  const bytes = await readFile(await download.path());
  expect(bytes.length).toBe(412_317);
  expect(createHash("sha256").update(bytes).digest("hex")).toBe(checksum);

  // A link whose key was changed opens nothing.
  const href = await latest.getByRole("link", { name: /^Download version/ }).getAttribute("href");
  expect(href).toMatch(/^\/api\/wire-flow-downloads\/wire-flow-2026\.3\.0\?key=\d+\.[\w-]{43}$/);
  const tampered = `${href!.slice(0, -3)}${href!.endsWith("AAA") ? "BBB" : "AAA"}`;
  const refused = await page.request.get(tampered);
  expect(refused.status()).toBe(404);
  expect(await refused.json()).toMatchObject({ error: "Not found" });
  const otherRelease = href!.replace("wire-flow-2026.3.0", "wire-flow-2026.2.1");
  expect((await page.request.get(otherRelease)).status()).toBe(404);
  expect(problems).toEqual([]);
});

test("a cloud user gets the link to wire-flow in the cloud and no downloads", async ({ page }) => {
  const problems = collectPageProblems(page);
  await openDashboardSignedIn(page, "customer@example.com");
  await openWireFlow(page);
  await expect(
    page.getByRole("heading", { level: 1, name: "Wire-flow in the cloud" }),
  ).toBeVisible();
  const cloudLink = page.getByRole("link", { name: "Open wire-flow in the cloud" });
  await expect(cloudLink).toHaveAttribute("href", `${SERVICES_URL}/apps/wire-flow`);
  await expect(releaseCards(page)).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("link", { name: /^Download/ })).toHaveCount(0);
  expect(problems).toEqual([]);
  await cloudLink.click();
  await expect(page).toHaveURL(`${SERVICES_URL}/apps/wire-flow`);
  await expect(page.getByRole("heading", { level: 1, name: "Wire-flow (cloud)" })).toBeVisible();
});

test("a user without wire-flow sees the service's status instead of the download centre", async ({
  page,
}) => {
  await openDashboardSignedIn(page, "new@example.com");
  await expect(wireFlowTile(page)).toContainText("Not registered");
  await page.goto("/en/mykomax/wire-flow");
  await expect(page.getByRole("heading", { level: 1, name: "Wire-flow apps" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("alert")).toContainText("No access");
  await expect(releaseCards(page)).toHaveCount(0);
  await expect(
    page.getByRole("main").getByRole("link", { name: /^Download|in the cloud/ }),
  ).toHaveCount(0);
});

test("the dashboard's external applications open their configured addresses", async ({ page }) => {
  await openDashboardSignedIn(page, "customer@example.com");
  const wireMaster = page.getByRole("article", { name: "Wire master", exact: true });
  await expect(wireMaster.getByRole("link", { name: "Open" })).toHaveAttribute(
    "href",
    `${SERVICES_URL}/apps/wire-master`,
  );
  await expect(
    page.getByRole("article", { name: "Learning hub" }).getByRole("link", { name: "Open" }),
  ).toHaveAttribute("href", `${SERVICES_URL}/apps/learning-hub`);
  await wireMaster.getByRole("link", { name: "Open" }).click();
  await expect(page).toHaveURL(`${SERVICES_URL}/apps/wire-master`);
  await expect(page.getByRole("heading", { level: 1, name: "Wire master" })).toBeVisible();
});

test("an unregistered user's 'Register or request access' on the direct service opens its registration", async ({
  page,
}) => {
  await openDashboardSignedIn(page, "admin@example.com");
  const directService = page.getByRole("article", { name: "Direct service" });
  await directService.getByRole("link", { name: "Register or request access" }).click();
  await expect(page).toHaveURL(`${SERVICES_URL}/apps/direct-service/registration`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Direct service: registration" }),
  ).toBeVisible();
});
