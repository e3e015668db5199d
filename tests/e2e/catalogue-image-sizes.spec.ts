import { expect, type Locator, type Page, test } from "@playwright/test";

import { axeViolations } from "./support/accessibility";

// Spec 000 §9 image sizes over the demo catalogue (local-services/pim): its images are SVGs,
// served as they are, so what shows is the box each slot gives them.
const BASKET_KEY = "ferrion.comparison-basket";
const CS_3100 = "/en/products/cutting-stripping/fully-automatic/cs-3100";
const CC_355 = "/en/products/crimping/crimp-centers/cc-355";

async function expectBox(image: Locator, width: number, height: number) {
  // Lazily loaded: a picture below the fold loads once scrolled to.
  await image.scrollIntoViewIfNeeded();
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute("width", String(width));
  await expect(image).toHaveAttribute("height", String(height));
  // Loaded, and laid out at the slot's size.
  await expect
    .poll(() => image.evaluate((node: HTMLImageElement) => node.naturalWidth))
    .toBeGreaterThan(0);
  const box = await image.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(width);
  expect(Math.round(box?.height ?? 0)).toBe(height);
}

async function storeBasket(page: Page) {
  await page.addInitScript(
    ({ key, value }) => {
      if (window.sessionStorage.getItem("seeded")) return;
      window.localStorage.setItem(key, value);
      window.sessionStorage.setItem("seeded", "1");
    },
    {
      key: BASKET_KEY,
      value: JSON.stringify({
        state: {
          groups: [
            {
              slug: "fully-automatic",
              products: [
                { key: "cs-3100:1", slug: "cs-3100", variantId: "1" },
                { key: "cs-3300:1", slug: "cs-3300", variantId: "1" },
              ],
            },
          ],
        },
        version: 0,
      }),
    },
  );
}

test("a product's main image is 768×768 when square and 768×432 when landscape", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.goto(CS_3100);
  const square = page
    .getByRole("region", { name: /^Images of / })
    .getByRole("img")
    .first();
  await expect(square).toHaveAttribute("width", "768");
  await expect(square).toHaveAttribute("height", "768");
  await page.goto(CC_355);
  const wide = page
    .getByRole("region", { name: /^Images of / })
    .getByRole("img")
    .first();
  await expect(wide).toHaveAttribute("width", "768");
  await expect(wide).toHaveAttribute("height", "432");
});

test("the product's download list shows each document's 128×180 thumbnail", async ({ page }) => {
  await page.goto(CS_3100);
  const downloads = page.getByRole("region", { name: "Downloads" });
  const rows = downloads.getByRole("listitem");
  await expect(rows).toHaveCount(4);
  for (const row of await rows.all()) {
    await expectBox(row.locator("img"), 128, 180);
    await expect(row.getByRole("link", { name: /^Download / })).toBeVisible();
  }
  expect(await axeViolations(page)).toEqual([]);
});

test("the comparison basket shows 56 px thumbnails, the comparison 80 px ones", async ({
  page,
}) => {
  await storeBasket(page);
  await page.goto("/en");
  await page.getByRole("button", { name: "Comparison basket, 2 products" }).click();
  const basket = page.getByRole("dialog", { name: "Comparison basket" });
  const entries = basket.getByTestId("basket-entry");
  await expect(entries).toHaveCount(2);
  for (const entry of await entries.all()) await expectBox(entry.locator("img"), 56, 56);
  expect(await axeViolations(page)).toEqual([]);

  await basket.getByRole("button", { name: "Compare (2)" }).click();
  const detail = page.getByRole("dialog", { name: "Product comparison" });
  const compared = detail.getByTestId("compared-product");
  await expect(compared).toHaveCount(2);
  for (const product of await compared.all()) await expectBox(product.locator("img"), 80, 80);
  // Decorative: each name is beside its picture, so the pictures say nothing twice.
  await expect(detail.getByTestId("compared-product").locator("img[alt='']")).toHaveCount(2);
  expect(await axeViolations(page)).toEqual([]);
});
