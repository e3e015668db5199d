import { expect, type Page, test } from "@playwright/test";

import { isSameDocument, markDocument } from "./support/same-document";

interface DataLayerEntry {
  event?: string;
  page_path?: string;
  page_title?: string;
  page_location?: string;
  language?: string;
}

function pageViews(page: Page) {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []).filter(
      (entry) => entry.event === "page_view",
    ),
  );
}

test("a page view is pushed on the first load and after a client-side navigation", async ({
  page,
}) => {
  await page.goto("/en/company/about-us");
  await expect.poll(() => pageViews(page)).toHaveLength(1);
  const [first] = await pageViews(page);
  expect(first).toEqual({
    event: "page_view",
    page_path: "/en/company/about-us",
    page_title: "About us | Ferrion",
    page_location: expect.stringMatching(/\/en\/company\/about-us$/),
    language: "en",
  });

  await markDocument(page);
  await page
    .getByRole("navigation", { name: "Breadcrumb" })
    .getByRole("link", { name: "Company" })
    .click();
  await expect(page).toHaveURL(/\/en\/company$/);
  await expect.poll(() => pageViews(page)).toHaveLength(2);
  expect(await isSameDocument(page)).toBe(true);
  const [, second] = await pageViews(page);
  expect(second).toMatchObject({
    event: "page_view",
    page_path: "/en/company",
    page_title: "Company | Ferrion",
    language: "en",
  });
});

test("the page view carries the query and the page's language", async ({ page }) => {
  await page.goto("/de/company?utm_source=newsletter");
  await expect.poll(() => pageViews(page)).toHaveLength(1);
  expect((await pageViews(page))[0]).toMatchObject({
    page_path: "/de/company?utm_source=newsletter",
    page_title: "Unternehmen | Ferrion",
    language: "de",
  });
});

test("going back restores the scroll position", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto("/en/company");
  await expect.poll(() => pageViews(page)).toHaveLength(1);
  await markDocument(page);
  const footerLink = page
    .getByRole("navigation", { name: "Footer navigation" })
    .getByRole("link", { name: "Imprint" });
  await footerLink.scrollIntoViewIfNeeded();
  const scrolledTo = await page.evaluate(() => window.scrollY);
  expect(scrolledTo).toBeGreaterThan(300);

  await footerLink.click();
  await expect(page).toHaveURL(/\/en\/imprint$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(scrolledTo);

  await page.goBack();
  await expect(page).toHaveURL(/\/en\/company$/);
  expect(await isSameDocument(page)).toBe(true);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledTo - 5);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolledTo + 5);
});
