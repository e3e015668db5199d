import { expect, type Page, test } from "@playwright/test";

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

/** Survives client-side navigations only: a full page load drops it. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
}

function isSameDocument(page: Page) {
  return page.evaluate(() => (window as unknown as { marker?: boolean }).marker === true);
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

test.describe("page prefetching", () => {
  async function prefetchRequestsWhileLoading(page: Page, path: string) {
    const prefetches: string[] = [];
    page.on("request", (request) => {
      if (request.headers()["next-router-prefetch"]) prefetches.push(request.url());
    });
    await page.goto(path);
    await expect.poll(() => pageViews(page)).toHaveLength(1);
    // Links prefetch when they come into view, after hydration: once the network has gone quiet,
    // every prefetch the page was going to make has been made.
    await page.waitForLoadState("networkidle");
    return prefetches;
  }

  test("links prefetch their pages on a normal connection", async ({ page }) => {
    expect(await prefetchRequestsWhileLoading(page, "/en/company")).not.toHaveLength(0);
  });

  for (const connection of [{ saveData: true, effectiveType: "4g" }, { effectiveType: "2g" }]) {
    test(`nothing is prefetched on a ${JSON.stringify(connection)} connection`, async ({
      page,
    }) => {
      await page.addInitScript((hints) => {
        const fake = Object.assign(new EventTarget(), { saveData: false, ...hints });
        Object.defineProperty(Navigator.prototype, "connection", { get: () => fake });
      }, connection);
      expect(await prefetchRequestsWhileLoading(page, "/en/company")).toHaveLength(0);
      // Links still work, without prefetching.
      await markDocument(page);
      await page
        .getByRole("navigation", { name: "Footer navigation" })
        .getByRole("link", { name: "Imprint" })
        .click();
      await expect(page).toHaveURL(/\/en\/imprint$/);
      expect(await isSameDocument(page)).toBe(true);
    });
  }
});
