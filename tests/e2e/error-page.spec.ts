import { expect, type Page, test } from "@playwright/test";

import { axeViolations } from "./support/accessibility";
import { useOwnStack } from "./support/own-stack";

// A stack of its own (ports +102; the outage journey uses +101): this journey stops the content system.
const stack = useOwnStack({ portOffset: 102 });
const site = stack.siteUrl;

test.beforeAll(async ({ request }) => {
  // One page per language while the content system is up: the site's frame (header, footer,
  // navigation) and the content system's error page (SystemPage error) are then known, but no
  // page below is. No browser here, so nothing is prefetched.
  for (const path of ["/en/company", "/de/company"]) {
    expect((await request.get(`${site}${path}`)).status()).toBe(200);
  }
  await stack.stopServices();
});

async function expectBreadcrumb(page: Page, title: string) {
  const trail = page.getByRole("navigation", { name: /Breadcrumb|Brotkrümel/ });
  await expect(trail.getByRole("link")).toHaveText([/Home|Startseite/, title]);
  await expect(trail.getByRole("link", { name: title })).toHaveAttribute("aria-current", "page");
}

test("a page that cannot be loaded shows the content system's error page, says the site is in maintenance and leads home", async ({
  page,
}) => {
  const response = await page.goto(`${site}/en/expertise/crimping/crimp-quality`);
  expect(response?.status()).toBe(503);
  await expect(page).toHaveTitle("Error | Ferrion");
  const main = page.getByRole("main");
  // Title, overline and text are the editors' (local-services/content/seed/SystemPage/system-error.json).
  await expect(main.getByText("Something went wrong", { exact: true })).toBeVisible();
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Error");
  await expect(main).toContainText("this page could not be loaded");
  await expect(main).toContainText("+41 41 555 40 40");
  const notice = main.getByRole("status");
  await expect(notice).toHaveText(
    /Our website is currently in maintenance\. Please try again in a few minutes\./,
  );
  await expect(notice.getByRole("button")).toHaveCount(0);
  await expectBreadcrumb(page, "Error");
  await expect(main.getByRole("link", { name: "Go to the home page" })).toHaveAttribute(
    "href",
    "/en",
  );
  await expect(page.locator("body")).not.toContainText(/ECONNREFUSED|fetch failed/);
  expect(await axeViolations(page)).toEqual([]);
});

test("the maintenance page speaks the visitor's language", async ({ page }) => {
  const response = await page.goto(`${site}/de/company/about-us/history`);
  expect(response?.status()).toBe(503);
  await expect(page).toHaveTitle("Fehler | Ferrion");
  const main = page.getByRole("main");
  await expect(main.getByText("Etwas ist schiefgelaufen", { exact: true })).toBeVisible();
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Fehler");
  await expect(main.getByRole("status")).toContainText("Unsere Website wird gerade gewartet.");
  await expect(main).toContainText("diese Seite konnte nicht geladen werden");
  await expectBreadcrumb(page, "Fehler");
  await expect(main.getByRole("link", { name: "Zur Startseite" })).toHaveAttribute("href", "/de");
  expect(await axeViolations(page)).toEqual([]);
});
