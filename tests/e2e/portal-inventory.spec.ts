import fs from "node:fs";

import { expect, type Page, test } from "@playwright/test";

import { collectPageProblems } from "./support/portal";
import { openDashboardSignedIn, seedSignedIn } from "./support/signed-in";

// Read-only journeys: the demo customer's machines are looked at, never changed. His inventory
// access is active in two of his company's three organizations ("Harness production" and
// "Prototyping"): eight of the company's nine machines; the third's ("Test laboratory") never
// shows.

const CSV_HEADER =
  "Model,Serial number,Machine name,Plant,Organization,Year,Software version,Warranty end,Location,Open tickets";

/** The customer's machines of organization "Harness production", by plant, then name. */
const HARNESS_PRODUCTION = [
  "Line 3.2 HA 500",
  "Line 3.3 CC 355",
  "Line 1.1 CC 488",
  "Line 1.2 CS 3300",
  "Line 2.2 CC 550",
  "Line 2.3 TapeMaster 40",
];
/** All his machines, by plant, then name. */
const ALL_HIS = [
  "Line 3.2 HA 500",
  "Line 3.3 CC 355",
  "Line 3.4 CC 550",
  "Line 1.1 CC 488",
  "Line 1.2 CS 3300",
  "Line 2.1 CC 488",
  "Line 2.2 CC 550",
  "Line 2.3 TapeMaster 40",
];

const resultCount = (page: Page) =>
  page.getByRole("heading", { level: 2, name: /machines? found$/ });
const machineTable = (page: Page) => page.getByRole("table", { name: /^Machines, page/ });
const plantFilter = (page: Page) => page.getByRole("combobox", { name: "Plant" });
const organizationFilter = (page: Page) => page.getByRole("combobox", { name: "Organization" });

/** The machine names in the table (its row headers), top to bottom. */
function shownMachines(page: Page) {
  return machineTable(page).locator("tbody th").allTextContents();
}

async function openInventory(page: Page) {
  await page
    .getByRole("article", { name: "Inventory" })
    .getByRole("link", { name: "Open" })
    .click();
  await expect(page).toHaveURL(/\/en\/mykomax\/inventory$/);
  await expect(page.getByRole("heading", { level: 1, name: "Inventory" })).toBeVisible();
}

test("a customer filters the inventory by plant, organization and text, follows a machine's open tickets, exports the CSV and opens the previous view", async ({
  page,
}) => {
  const problems = collectPageProblems(page);
  await openDashboardSignedIn(page, "customer@example.com");
  await openInventory(page);

  // His organizations' eight machines, by plant and name, with every column.
  await expect(resultCount(page)).toHaveText("8 machines found");
  await expect.poll(() => shownMachines(page)).toEqual(ALL_HIS);
  for (const column of CSV_HEADER.split(",")) {
    await expect(
      machineTable(page).getByRole("columnheader", { name: column, exact: true }),
    ).toBeVisible();
  }
  const cc550 = machineTable(page).getByRole("row", { name: /Line 2\.2 CC 550/ });
  for (const value of [
    "Ferrion CC 550",
    "CC550-2025-98395",
    "Plant Łódź · Hall 1",
    "Harness production",
    "2025",
    "11.0.2",
    "Sep 28, 2028",
    "Plant Łódź",
  ]) {
    await expect(cc550).toContainText(value);
  }

  // The filters offer only what his machines hold: his organizations, their plants.
  await expect(organizationFilter(page).locator("option")).toHaveText([
    "All organizations",
    "Harness production",
    "Prototyping",
  ]);
  await expect(plantFilter(page).locator("option")).toHaveText([
    "All plants",
    "Assembly Querétaro · Hall 1",
    "Assembly Querétaro · Hall 2",
    "Harness Centre Coventry · Hall 1",
    "Plant Łódź · Hall 1",
    "Plant Łódź · Hall 2",
  ]);

  // A plant applies at once and lands in the address.
  await plantFilter(page).selectOption("Plant Łódź · Hall 1");
  await expect(page).toHaveURL(/\?plant=Plant\+%C5%81%C3%B3d%C5%BA\+%C2%B7\+Hall\+1$/);
  await expect(resultCount(page)).toHaveText("2 machines found");
  await expect.poll(() => shownMachines(page)).toEqual(["Line 2.1 CC 488", "Line 2.2 CC 550"]);

  // An organization narrows it further.
  await organizationFilter(page).selectOption("Prototyping");
  await expect(page).toHaveURL(/\?plant=[^&]+&org=Prototyping$/);
  await expect(resultCount(page)).toHaveText("1 machine found");
  await expect.poll(() => shownMachines(page)).toEqual(["Line 2.1 CC 488"]);

  // Back walks through the views, the controls following.
  await page.goBack();
  await expect(page).toHaveURL(/\?plant=[^&]+$/);
  await expect(resultCount(page)).toHaveText("2 machines found");
  await expect(organizationFilter(page)).toHaveValue("");
  await page.goBack();
  await expect(page).toHaveURL(/\/inventory$/);
  await expect(resultCount(page)).toHaveText("8 machines found");
  await expect(plantFilter(page)).toHaveValue("");

  // The organization alone.
  await organizationFilter(page).selectOption("Harness production");
  await expect(page).toHaveURL(/\?org=Harness\+production$/);
  await expect.poll(() => shownMachines(page)).toEqual(HARNESS_PRODUCTION);

  // The search applies when submitted, over model, serial number and name.
  await page.getByRole("button", { name: "Reset filters" }).click();
  await expect(page).toHaveURL(/\/inventory$/);
  const search = page.getByRole("searchbox", { name: "Search" });
  await search.fill("550");
  await expect(page).toHaveURL(/\/inventory$/);
  await search.press("Enter");
  await expect(page).toHaveURL(/\?q=550$/);
  await expect(resultCount(page)).toHaveText("2 machines found");
  await expect.poll(() => shownMachines(page)).toEqual(["Line 3.4 CC 550", "Line 2.2 CC 550"]);

  // The CSV holds the filtered machines, every column, with a header and a byte order mark.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export as CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^inventory-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, "utf8");
  expect(csv.startsWith("\uFEFF")).toBe(true);
  const lines = csv.slice(1).trimEnd().split("\r\n");
  expect(lines[0]).toBe(CSV_HEADER);
  expect(lines).toHaveLength(3);
  expect(lines[2]).toMatch(
    /^Ferrion CC 550,CC550-2025-98395,Line 2\.2 CC 550,Plant Łódź · Hall 1,Harness production,2025,11\.0\.2,2028-09-28,Plant Łódź,\d+$/,
  );
  await expect(page.getByText(/^Downloaded inventory-.*\.csv with 2 machines\.$/)).toBeVisible();

  // A machine's open-ticket count leads to the ticket list showing exactly those tickets.
  const openLink = machineTable(page).getByRole("link", {
    name: /open tickets? of Line 2\.2 CC 550$/,
  });
  const openCount = Number(await openLink.textContent());
  expect(openCount).toBeGreaterThan(0);
  await openLink.click();
  await expect(page).toHaveURL(
    /\/en\/mykomax\/tickets\/list\?status=new%2Cin_progress%2Cwaiting_for_customer%2Cclosure_requested&machine=M-[\w-]+$/,
  );
  await expect(page.getByRole("heading", { level: 2, name: /found$/ })).toHaveText(
    openCount === 1 ? "1 ticket found" : `${openCount} tickets found`,
  );
  await expect(page.getByRole("combobox", { name: "Machine" })).toHaveValue(/^M-/);
  const statuses = page
    .getByRole("table", { name: /^Service tickets, page/ })
    .locator("tbody tr td:nth-child(4)");
  await expect(statuses).toHaveCount(openCount);
  expect(await statuses.allTextContents()).not.toContain("Closed");
  await page.goBack();
  await expect(page).toHaveURL(/\/inventory\?q=550$/);

  // The previous view: the same machines, the same filter, one plain table.
  await page.getByRole("link", { name: "Previous view (plain table)" }).click();
  await expect(page).toHaveURL(/\/en\/mykomax\/inventory\/old\?q=550$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Inventory: previous view" }),
  ).toBeVisible();
  await expect.poll(() => shownMachines(page)).toEqual(["Line 3.4 CC 550", "Line 2.2 CC 550"]);
  await expect(page.getByTestId("inventory-cards")).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("on a phone the machines are cards, the table hidden", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await seedSignedIn(page, "customer@example.com");
  await page.goto("/en/mykomax/inventory?org=Harness+production");
  const cards = page.getByTestId("inventory-cards");
  await expect(cards.getByRole("article")).toHaveCount(6);
  await expect(
    cards.getByRole("article", { name: "Line 2.2 CC 550 (Ferrion CC 550)" }),
  ).toContainText("CC550-2025-98395");
  await expect(machineTable(page)).toBeHidden();
});

test("an organization the customer has no inventory access in shows none of its machines, whether asked in the address or the search", async ({
  page,
}) => {
  await openDashboardSignedIn(page, "customer@example.com");
  // Test laboratory is an organization of his company, with one of its machines.
  await page.goto("/en/mykomax/inventory?org=Test+laboratory");
  await expect(
    page.getByRole("heading", { name: "No machines match these filters" }),
  ).toBeVisible();
  await expect(machineTable(page)).toHaveCount(0);
  await page.goto("/en/mykomax/inventory/old?q=Line+3.1+CS+3300");
  await expect(page.getByRole("heading", { level: 2, name: "No machines found" })).toBeVisible();
  await expect(page.getByText("Line 3.1 CS 3300")).toHaveCount(0);
});

test("a user without the inventory role sees the service's status, never the machines", async ({
  page,
}) => {
  await seedSignedIn(page, "admin@example.com");
  await page.goto("/en/mykomax/inventory");
  await expect(page.getByRole("heading", { level: 1, name: "Inventory" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "No access" })).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  await page.goto("/en/mykomax/inventory/old");
  await expect(page.getByRole("alert").filter({ hasText: "No access" })).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
});

test("the inventory shows a skeleton while loading, says when nothing matches, and shows the error box and a failed export", async ({
  page,
}) => {
  await openDashboardSignedIn(page, "customer@example.com");

  // The first page held back: the skeleton stands where the machines will be.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/tickets-proxy", async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto("/en/mykomax/inventory?q=no-such-machine");
  await expect(page.getByTestId("inventory-skeleton")).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 2, name: "Loading the machines…" }),
  ).toBeVisible();
  release();
  await page.unrouteAll();

  // Nothing matches: said so, with a way back to all machines.
  await expect(
    page.getByRole("heading", { name: "No machines match these filters" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Reset filters" }).last().click();
  await expect(page).toHaveURL(/\/inventory$/);
  await expect(resultCount(page)).toHaveText("8 machines found");

  // The back end failing: the export says so, and the list shows the error box with details.
  await page.route("**/api/tickets-proxy", (route) =>
    route.fulfill({ status: 503, json: { error: "Service unavailable" } }),
  );
  await page.getByRole("button", { name: "Export as CSV" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "The CSV file could not be prepared" }),
  ).toContainText("Technical details: Service unavailable");
  await page.getByRole("searchbox", { name: "Search" }).fill("zeta");
  await page.getByRole("searchbox", { name: "Search" }).press("Enter");
  const error = page.getByRole("alert").filter({ hasText: "An error has occurred" });
  await expect(error).toContainText("Technical details: Service unavailable");
  await expect(machineTable(page)).toHaveCount(0);
});
