import { expect, type Page, test } from "@playwright/test";
import { PDFDocument } from "pdf-lib";

import { collectPageProblems } from "./support/portal";
import { openDashboardSignedIn, seedSignedIn } from "./support/signed-in";
import { expectToPlay } from "./support/video";

// Read-only journeys: the demo customer's products are looked at, never changed. His product
// information access covers his organizations' machines; each machine is a PIM product.

const results = (page: Page) =>
  page.getByRole("heading", { level: 2, name: /products? (you own|found)$/ });
const productCards = (page: Page) => page.getByRole("main").getByRole("article");
const tabs = (page: Page) => page.getByRole("navigation", { name: "Product information sections" });

async function openProductInformation(page: Page) {
  await page
    .getByRole("article", { name: "Product information" })
    .getByRole("link", { name: "Open" })
    .click();
  await expect(page).toHaveURL(/\/en\/mykomax\/product-information$/);
  await expect(page.getByRole("heading", { level: 1, name: "Product information" })).toBeVisible();
}

test("a customer sees his products with status and machines, searches one he does not own, walks its tabs with Back and opens a knowledge hub item and a software download", async ({
  page,
}) => {
  const problems = collectPageProblems(page);
  await openDashboardSignedIn(page, "customer@example.com");
  await openProductInformation(page);

  // His products: each with family, status as a word and his machines (name and serial number).
  await expect(results(page)).toHaveText(/^\d+ products you own$/);
  // The inventory's name and serial number of the machine, under the catalogue product it is.
  const cc488 = productCards(page).filter({ hasText: "Line 1.1 CC 488" });
  await expect(cc488).toHaveCount(1);
  await expect(cc488.getByRole("heading")).toHaveText("Ferrion CC 488 Crimp Center");
  await expect(cc488).toContainText("Family:");
  await expect(cc488).toContainText("Line 1.1 CC 488 (serial number CC488-2023-74638)");
  await expect(cc488.locator("[data-status]")).toHaveText(/^(Active|Discontinued|Cancelled)$/);
  const ownedCount = await productCards(page).count();

  // Active only: the URL keeps it, discontinued and cancelled products leave.
  await page.getByRole("checkbox", { name: "Active products only" }).check();
  await expect(page).toHaveURL(/\?active=1$/);
  await expect(page.locator("[data-status]").filter({ hasNotText: "Active" })).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/product-information$/);
  await expect(productCards(page)).toHaveCount(ownedCount);

  // A catalogue product he does not own is found by search, said to be none of his machines.
  await page.getByRole("searchbox", { name: "Search" }).fill("PullTest");
  await page.getByRole("searchbox", { name: "Search" }).press("Enter");
  await expect(page).toHaveURL(/\?q=PullTest$/);
  await expect(results(page)).toHaveText("1 product found");
  const pullTest = productCards(page).first();
  await expect(pullTest).toContainText("None of your machines is this product.");
  await pullTest.getByRole("link", { name: "Cirquetest PullTest 20" }).click();

  // The detail: parts first, with stock, days, location and availability as words.
  await expect(page).toHaveURL(/\/en\/mykomax\/product-information\/pulltest-20$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Cirquetest PullTest 20" }),
  ).toBeVisible();
  await expect(tabs(page).getByRole("link", { name: "Spare and Wear Parts" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const parts = page.getByTestId("parts-table");
  await expect(parts.locator("tbody tr")).not.toHaveCount(0);
  expect(await parts.locator("tbody tr").count()).toBeGreaterThanOrEqual(30);
  for (const column of [
    "Article number",
    "Name",
    "Stock",
    "Availability",
    "Location",
    "Availability status",
  ]) {
    await expect(parts.getByRole("columnheader", { name: column, exact: true })).toBeVisible();
  }
  const firstPart = parts.locator("tbody tr").first();
  await expect(firstPart.getByRole("rowheader")).toHaveText(/^SP-\d+$/);
  await expect(firstPart).toContainText(/\d+ pieces?/);
  await expect(firstPart).toContainText(/\d+ days?/);
  await expect(firstPart.locator("[data-availability]").first()).toHaveText(
    /^(High|Medium|Low|Out of stock)$/,
  );
  await firstPart.getByText(/^Stock at \d+ locations?$/).click();
  await expect(firstPart).toContainText("Dierikon, Switzerland:");
  await expect(page.getByText("Parts are ordered with the parts cart.")).toBeVisible();

  // The tabs are links with addresses of their own; Back walks them.
  await tabs(page).getByRole("link", { name: "Knowledge Hub" }).click();
  await expect(page).toHaveURL(/\/pulltest-20\?tab=knowledge-hub$/);
  await expect(tabs(page).getByRole("link", { name: "Knowledge Hub" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("heading", { level: 2, name: "Manuals" })).toBeVisible();
  await tabs(page).getByRole("link", { name: "Software" }).click();
  await expect(page).toHaveURL(/\/pulltest-20\?tab=software$/);
  const download = page.getByRole("link", { name: /^Download version [\d.]+ / }).first();
  await expect(download).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 3, name: "Release notes" }).first(),
  ).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/pulltest-20\?tab=knowledge-hub$/);
  await expect(page.getByRole("heading", { level: 2, name: "Manuals" })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/pulltest-20$/);
  await expect(page.getByTestId("parts-table")).toBeVisible();

  // The software download answers with its file.
  await page.goForward();
  await page.goForward();
  await expect(page).toHaveURL(/\?tab=software$/);
  const downloadUrl = await download.getAttribute("href");
  expect(downloadUrl).toBeTruthy();
  const file = await page.request.get(downloadUrl!);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toContain("pdf");

  // A knowledge hub item opens on a page of its own, at /{productid}/{contentid}, with its file.
  await tabs(page).getByRole("link", { name: "Knowledge Hub" }).click();
  const manualLink = page.getByRole("region", { name: "Manuals" }).getByRole("link").first();
  const manualTitle = (await manualLink.textContent()) ?? "";
  await manualLink.click();
  await expect(page).toHaveURL(/\/en\/mykomax\/product-information\/CQT-PT-0020\/[\w.-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: manualTitle })).toBeVisible();
  const open = page.getByRole("link", { name: /^Open .+\.pdf/ });
  const pdf = await page.request.get((await open.getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  // A real manual: cover, table of contents and its chapters.
  expect((await PDFDocument.load(await pdf.body())).getPageCount()).toBeGreaterThanOrEqual(10);
  await page
    .getByRole("link", { name: "Back to the knowledge hub of Cirquetest PullTest 20" })
    .click();
  await expect(page).toHaveURL(/\/pulltest-20\?tab=knowledge-hub$/);
  expect(problems).toEqual([]);
});

test("an unknown product or knowledge hub item is the portal's not-found screen", async ({
  page,
}) => {
  await openDashboardSignedIn(page, "customer@example.com");
  for (const path of [
    "/en/mykomax/product-information/no-such-product",
    "/en/mykomax/product-information/CQT-PT-0020/no-such-item",
    "/en/mykomax/product-information/NO-SUCH-ID/manual-1",
  ]) {
    await page.goto(path);
    await expect(page.getByTestId("product-not-found"), path).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to product information" })).toBeVisible();
  }
});

test("a machine with 200 parts shows them 50 a page, and a filter finds one by article number or name", async ({
  page,
}) => {
  await seedSignedIn(page, "customer@example.com");
  await page.goto("/en/mykomax/product-information/cc-550");
  const rows = page.getByTestId("parts-table").locator("tbody tr");
  await expect(rows).toHaveCount(50);
  await expect(page.getByText("Parts 1–50 of 200")).toBeVisible();
  const pages = page.getByRole("navigation", { name: "Pages of the parts list" });
  await expect(pages).toContainText("Page 1 of 4");
  await pages.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/\/cc-550\?page=2$/);
  await expect(page.getByText("Parts 51–100 of 200")).toBeVisible();
  await expect(rows).toHaveCount(50);

  // The filter starts again on its first page; Back returns to page 2.
  const article = (await rows.getByRole("rowheader").first().textContent()) ?? "";
  const filter = page.getByRole("searchbox", { name: "Article number or name" });
  await filter.fill(article.toLowerCase());
  await filter.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/cc-550\\?q=${article.toLowerCase()}$`));
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole("rowheader")).toHaveText(article);
  await expect(pages).toHaveCount(0);
  await page.goBack();
  await expect(page.getByText("Parts 51–100 of 200")).toBeVisible();

  // Nothing matches: said so, with the way back to every part.
  await filter.fill("no such part");
  await filter.press("Enter");
  await expect(page.getByRole("heading", { name: "No part matches" })).toBeVisible();
  await expect(page.getByText("No part of this product has “no such part”")).toBeVisible();
  await page.getByRole("button", { name: "Show all parts" }).click();
  await expect(page).toHaveURL(/\/cc-550$/);
  await expect(rows).toHaveCount(50);
});

test("a knowledge hub video plays in the page", async ({ page }) => {
  const problems = collectPageProblems(page);
  await openDashboardSignedIn(page, "customer@example.com");
  // Every product's first video is the demo clip the stand-in serves (docs/demo-content.md).
  await page.goto("/en/mykomax/product-information/CQT-PT-0020/video-1");
  const video = page.locator("video");
  await expect(video).toBeVisible();
  await expectToPlay(video);
  await expect(page.getByRole("note")).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("a knowledge hub video the browser cannot play says so and keeps its link", async ({
  page,
}) => {
  await openDashboardSignedIn(page, "customer@example.com");
  // A second video lives on a media host the demo does not run (docs/demo-content.md).
  await page.goto("/en/mykomax/product-information/FER-CC-0550/video-2");
  await expect(page.getByRole("note")).toHaveText(/^The video cannot be played in this page\./);
  await expect(page.getByRole("link", { name: "Open the video" })).toHaveAttribute(
    "href",
    /\.mp4$/,
  );
});

test("a discontinued product says so on its detail", async ({ page }) => {
  await seedSignedIn(page, "customer@example.com");
  await page.goto("/en/mykomax/product-information/ecocut-360");
  await expect(page.getByRole("heading", { level: 1, name: "Strixa EcoCut 360" })).toBeVisible();
  await expect(page.getByRole("note")).toContainText("This product is discontinued");
  await page.goto("/de/mykomax/product-information/ct-120");
  await expect(page.getByRole("note")).toContainText("Dieses Produkt wurde eingestellt");
});

test("a user without product information sees the service's status, none of its data", async ({
  page,
}) => {
  await seedSignedIn(page, "new@example.com");
  await page.goto("/en/mykomax/product-information/pulltest-20");
  await expect(page.getByRole("heading", { level: 1, name: "Product information" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No access" })).toBeVisible();
  await expect(page.getByTestId("parts-table")).toHaveCount(0);
  await page.goto("/en/mykomax/product-information");
  await expect(page.getByRole("heading", { name: "No access" })).toBeVisible();
  await expect(page.getByRole("searchbox")).toHaveCount(0);
});

test("on a phone the products and parts are cards, the parts table hidden", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await seedSignedIn(page, "customer@example.com");
  await page.goto("/en/mykomax/product-information?q=PullTest");
  await expect(productCards(page)).toHaveCount(1);
  await productCards(page).getByRole("link").click();
  await expect(page.getByTestId("parts-table")).toBeHidden();
  const cards = page.getByTestId("parts-cards");
  await expect(cards).toBeVisible();
  expect(await cards.getByRole("article").count()).toBeGreaterThanOrEqual(30);
  await expect(cards.getByRole("article").first()).toContainText("Availability status");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

test("the product information API refuses bad input by name and never lets stock age past a minute", async ({
  request,
}) => {
  for (const [path, field] of [
    ["/api/product-information/search?locale=en-US&q=%2D%2D", "q"],
    ["/api/product-information/search?locale=en-US", "q"],
    ["/api/product-information/products?locale=klingon&ids=A", "locale"],
    ["/api/product-information/product?locale=en-US&slug=..%2Fetc", "slug"],
    ["/api/product-information/content?locale=en-US&productId=CQT-PT-0020", "contentId"],
  ] as const) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(400);
    expect(await answer.json(), path).toMatchObject({ error: "Invalid request", field });
  }
  const missing = await request.get("/api/product-information/product?locale=en-US&slug=nope");
  expect(missing.status()).toBe(404);

  // The stock: kept by the browser alone, and for less than a minute.
  const detail = await request.get(
    "/api/product-information/product?locale=en-US&slug=pulltest-20",
  );
  expect(detail.status()).toBe(200);
  const cacheControl = detail.headers()["cache-control"] ?? "";
  expect(cacheControl).toContain("private");
  expect(Number(/max-age=(\d+)/.exec(cacheControl)?.[1])).toBeLessThanOrEqual(60);
  const { product } = await detail.json();
  expect(product.parts.length).toBeGreaterThanOrEqual(30);
});
