import { expect, type Locator, type Page } from "@playwright/test";

/** The Spare and Wear Parts tab's table. */
export const partsTable = (page: Page) => page.getByTestId("parts-table");

/** The table's wear parts (article numbers `WP-…`). */
export const wearParts = (page: Page) =>
  partsTable(page)
    .locator("tbody tr")
    .filter({ has: page.getByRole("rowheader", { name: /^WP-/ }) });

/** Types a quantity into a part's row and adds it to the cart; gives its article number. */
export async function addToCart(row: Locator, quantity: string) {
  const article = (await row.getByRole("rowheader").textContent())?.trim() ?? "";
  await row.getByLabel(`Quantity of ${article}`).fill(quantity);
  await row.getByRole("button", { name: /^Add to cart:/ }).click();
  return article;
}

/**
 * From the dashboard to the detail of the product the company's machine "Line 1.1 …" is (its
 * model depends on the company: Carla Kunde's is a CC 488), its parts filtered to the wear parts
 * (a CC 550 has 200 parts, more than a page).
 */
export async function openLineOneFromDashboard(page: Page) {
  await page
    .getByRole("article", { name: "Product information" })
    .getByRole("link", { name: "Open" })
    .click();
  const machine = page
    .getByRole("main")
    .getByRole("article")
    .filter({ hasText: /Line 1\.1 / });
  await machine.getByRole("heading").getByRole("link").click();
  await expect(partsTable(page).locator("tbody tr")).not.toHaveCount(0);
  const filter = page.getByRole("searchbox", { name: "Article number or name" });
  await filter.fill("WP-");
  await filter.press("Enter");
  await expect(page).toHaveURL(/\?q=WP-$/i);
  await expect(wearParts(page)).not.toHaveCount(0);
  await expect(partsTable(page).locator("tbody tr")).toHaveCount(await wearParts(page).count());
}
