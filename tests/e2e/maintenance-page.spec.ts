import { expect, type Page, test } from "@playwright/test";

import { axeViolations } from "./support/accessibility";
import { useOwnStack } from "./support/own-stack";

// A site of its own (port +411) whose content system never answers: the site has read nothing,
// so proxy.ts cannot even tell the site's navigation and answers the maintenance page.
const stack = useOwnStack({ portOffset: 411, services: "none" });
const site = stack.siteUrl;

async function expectMaintenancePage(
  page: Page,
  row: { path: string; home: string; title: string; crumbs: string[]; notice: RegExp },
) {
  const response = await page.goto(`${site}${row.path}`);
  expect(response?.status()).toBe(503);
  expect(response?.headers()["retry-after"]).toBe("60");
  await expect(page).toHaveTitle(row.title);
  // The site's header: the brand, leading home.
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: /Ferrion/ })).toHaveAttribute("href", row.home);
  // The trail: Home > Error, the error entry the current page.
  const trail = page.getByRole("navigation", { name: /Breadcrumb|Brotkrümel/ });
  await expect(trail.getByRole("link")).toHaveText(row.crumbs);
  await expect(trail.getByRole("link").first()).toHaveAttribute("href", row.home);
  await expect(trail.getByRole("link").last()).toHaveAttribute("aria-current", "page");
  // The static info notice.
  const notice = page.getByRole("main").getByRole("status");
  await expect(notice).toHaveText(row.notice);
  await expect(notice).toHaveAttribute("data-type", "info");
  await expect(page.locator("body")).not.toContainText(/ECONNREFUSED|fetch failed/);
  expect(await axeViolations(page)).toEqual([]);
}

test("with the content system down and nothing cached, a page shows the maintenance page with the site's header, trail and notice", async ({
  page,
}) => {
  await expectMaintenancePage(page, {
    path: "/en/company/about-us",
    home: "/en",
    title: "Error | Ferrion",
    crumbs: ["Home", "Error"],
    notice: /Our website is currently in maintenance\. Please try again in a few minutes\./,
  });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We are sorry");
  await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute(
    "href",
    "/en",
  );
});

test("the maintenance page speaks the visitor's language and keeps the country", async ({
  page,
}) => {
  await expectMaintenancePage(page, {
    path: "/de-ch/unternehmen",
    home: "/de-ch",
    title: "Fehler | Ferrion",
    crumbs: ["Startseite", "Fehler"],
    notice: /Unsere Website wird gerade gewartet\./,
  });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Es tut uns leid");
});
