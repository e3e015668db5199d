import { expect, type Locator, type Page, test } from "@playwright/test";

import { isHydrated } from "./support/hydration";
import { tabTo } from "./support/keyboard";
import { emulateConnection, recordPrefetches, scrollThroughPage } from "./support/prefetches";
import { isSameDocument, markDocument } from "./support/same-document";

// Issue 27 item 2 (docs/measuring.md): links prefetch their page when a visitor is about to
// open it — the pointer enters, focus, a touch — not because they scrolled into view, the
// primary calls to action included. Save-data and 2g connections prefetch nothing (spec 000 §7).

/** The link, once React has hydrated it: before that, hovering or focusing it does nothing. */
async function hydrated(link: Locator) {
  await expect.poll(() => isHydrated(link)).toBe(true);
  return link;
}

async function expectHeading(page: Page, name: string) {
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

const mainNavigation = (page: Page) => page.getByRole("navigation", { name: "Main navigation" });
const footerNavigation = (page: Page) =>
  page.getByRole("navigation", { name: "Footer navigation" });

test("landing on the home page and reading it to the end prefetches nothing", async ({ page }) => {
  const prefetches = recordPrefetches(page);
  await page.goto("/en");
  const heroAction = await hydrated(page.getByRole("link", { name: "Explore our expertise" }));
  await scrollThroughPage(page);
  // A link that prefetched on view would have asked as it came into view: once the network has
  // gone quiet, nothing was asked for the hero's button, the mega menu, the cards, the
  // call-to-action module, the footer or the side buttons, all of which were in view.
  await page.waitForLoadState("networkidle");
  expect(prefetches.pages()).toEqual([]);

  // The hero's call to action prefetches when the pointer comes to it, like every other link.
  await heroAction.hover();
  await expect.poll(() => prefetches.pages()).toContain("/en/expertise");
});

test("hovering a mega-menu link prefetches its page, and the click shows it", async ({ page }) => {
  await page.goto("/en");
  const navigation = mainNavigation(page);
  const company = await hydrated(navigation.getByRole("link", { name: "Company", exact: true }));
  const prefetches = recordPrefetches(page);
  await company.hover();
  const aboutUs = navigation.getByRole("link", { name: "About us", exact: true });
  await expect(aboutUs).toBeVisible();
  // In view (and in the open menu) for as long as the network needs to go quiet: not prefetched.
  await page.waitForLoadState("networkidle");
  expect(prefetches.pages()).not.toContain("/en/company/about-us");

  await aboutUs.hover();
  await expect.poll(() => prefetches.pages()).toContain("/en/company/about-us");
  await markDocument(page);
  await aboutUs.click();
  await expectHeading(page, "We make wires ready for their job");
  expect(await isSameDocument(page)).toBe(true);
});

test("hovering a card prefetches its page, and the click shows it", async ({ page }) => {
  await page.goto("/en");
  const card = await hydrated(
    page.getByRole("main").getByRole("heading", { level: 3, name: "Industries" }).getByRole("link"),
  );
  const prefetches = recordPrefetches(page);
  await card.scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
  expect(prefetches.pages()).not.toContain("/en/industries");

  await card.hover();
  await expect.poll(() => prefetches.pages()).toContain("/en/industries");
  await markDocument(page);
  await card.click();
  await expectHeading(page, "Wherever current and data flow through cables");
  expect(await isSameDocument(page)).toBe(true);
});

test("hovering a footer link prefetches its page, and the click shows it", async ({ page }) => {
  await page.goto("/en");
  const imprint = await hydrated(footerNavigation(page).getByRole("link", { name: "Imprint" }));
  const prefetches = recordPrefetches(page);
  await imprint.scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
  expect(prefetches.pages()).not.toContain("/en/imprint");

  await imprint.hover();
  // A dynamic page is prefetched in two requests, its route tree and then the whole page.
  await expect.poll(() => prefetches.count("/en/imprint")).toBe(2);
  // Hovering it again asks the router's cache, not the server.
  await page.mouse.move(0, 0);
  await imprint.hover();
  await page.waitForLoadState("networkidle");
  expect(prefetches.count("/en/imprint")).toBe(2);

  await markDocument(page);
  await imprint.click();
  await expectHeading(page, "Imprint");
  expect(await isSameDocument(page)).toBe(true);
  // The click showed what the hover fetched, without a request of its own.
  expect(prefetches.count("/en/imprint")).toBe(2);
});

test("focusing a link with the keyboard prefetches its page, and Enter shows it", async ({
  page,
}) => {
  await page.goto("/en");
  const products = await hydrated(
    mainNavigation(page).getByRole("link", { name: "Products", exact: true }),
  );
  const prefetches = recordPrefetches(page);
  await page.waitForLoadState("networkidle");
  expect(prefetches.pages()).not.toContain("/en/products");

  await tabTo(page, products);
  await expect.poll(() => prefetches.pages()).toContain("/en/products");
  await markDocument(page);
  await page.keyboard.press("Enter");
  await expectHeading(page, "Products");
  expect(await isSameDocument(page)).toBe(true);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("touching a link prefetches its page", async ({ page }) => {
    await page.goto("/en");
    const imprint = await hydrated(footerNavigation(page).getByRole("link", { name: "Imprint" }));
    const prefetches = recordPrefetches(page);
    await imprint.scrollIntoViewIfNeeded();
    expect(prefetches.pages()).not.toContain("/en/imprint");

    // The touch alone, as a finger lands: the click comes after it.
    await imprint.dispatchEvent("touchstart");
    await expect.poll(() => prefetches.pages()).toContain("/en/imprint");
  });
});

for (const connection of [{ saveData: true, effectiveType: "4g" }, { effectiveType: "2g" }]) {
  test(`nothing is prefetched on a ${JSON.stringify(connection)} connection, not even on intent`, async ({
    page,
  }) => {
    await emulateConnection(page, connection);
    const prefetches = recordPrefetches(page);
    await page.goto("/en");
    const navigation = mainNavigation(page);
    const company = await hydrated(navigation.getByRole("link", { name: "Company", exact: true }));
    // The calls to action come into view,
    await scrollThroughPage(page);
    // a card, the footer and the mega menu are hovered, and a link is focused by keyboard.
    await page.getByRole("main").getByRole("heading", { level: 3, name: "Industries" }).hover();
    const imprint = footerNavigation(page).getByRole("link", { name: "Imprint" });
    await imprint.hover();
    await company.hover();
    await navigation.getByRole("link", { name: "About us", exact: true }).hover();
    await tabTo(page, navigation.getByRole("link", { name: "Products", exact: true }));
    await page.waitForLoadState("networkidle");
    expect(prefetches.count()).toBe(0);

    // Links still work, without prefetching.
    await markDocument(page);
    await imprint.click();
    await expectHeading(page, "Imprint");
    expect(await isSameDocument(page)).toBe(true);
  });
}
