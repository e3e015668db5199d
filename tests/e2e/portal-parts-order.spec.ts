import { expect, type Locator, type Page, test } from "@playwright/test";

import { collectPageProblems, signInToPortal } from "./support/portal";
import { createOwnAccount } from "./support/test-fixtures";

// A company of its own: whatever this journey puts into the cart (and later orders) touches
// nobody else's data.

const partsTable = (page: Page) => page.getByTestId("parts-table");
const wearParts = (page: Page) =>
  partsTable(page)
    .locator("tbody tr")
    .filter({ has: page.getByRole("rowheader", { name: /^WP-/ }) });

async function addToCart(row: Locator, quantity: string) {
  const article = (await row.getByRole("rowheader").textContent())?.trim() ?? "";
  await row.getByLabel(`Quantity of ${article}`).fill(quantity);
  await row.getByRole("button", { name: /^Add to cart:/ }).click();
  return article;
}

test("a customer adds two wear parts of his machine with quantities to the parts cart; a bad quantity is refused at the field", async ({
  page,
  request,
}) => {
  const problems = collectPageProblems(page);
  const account = await createOwnAccount(request, "customer@example.com", undefined, {
    ownCompany: true,
  });
  await signInToPortal(page, account.email);
  await page
    .getByRole("article", { name: "Product information" })
    .getByRole("link", { name: "Open" })
    .click();
  const zeta = page.getByRole("main").getByRole("article").filter({ hasText: "Line 1.1 Zeta" });
  await zeta.getByRole("heading").getByRole("link").click();
  await expect(partsTable(page).locator("tbody tr")).not.toHaveCount(0);

  // A bad quantity is refused at its field, named and announced; nothing reaches the cart.
  const first = wearParts(page).nth(0);
  for (const bad of ["0", "1000", "1.5", ""]) {
    const article = await addToCart(first, bad);
    const field = first.getByLabel(`Quantity of ${article}`);
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(first.getByRole("alert")).toHaveText(
      "Please enter a whole number of pieces from 1 to 999",
    );
  }
  await expect(page.getByRole("button", { name: "Parts cart, empty" })).toBeAttached();

  // Two wear parts with their quantities: each says what was added.
  const firstArticle = await addToCart(first, "3");
  await expect(first.getByRole("alert")).toHaveCount(0);
  await expect(first.getByRole("status")).toContainText("3 pieces of");
  const second = wearParts(page).nth(1);
  const secondArticle = await addToCart(second, "2");
  await expect(second.getByRole("status")).toContainText("2 pieces of");
  await expect(page.getByRole("button", { name: "Parts cart, 5 parts" })).toBeVisible();

  // The cart panel holds the real parts (not the sample parts) and keeps them over a reload.
  await page.reload();
  await page.getByRole("button", { name: "Parts cart, 5 parts" }).click();
  const panel = page.getByRole("dialog", { name: "Parts cart" });
  const lines = panel.getByTestId("cart-line");
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText(`Article no. ${firstArticle}`);
  await expect(lines.nth(0).getByRole("spinbutton")).toHaveValue("3");
  await expect(lines.nth(1)).toContainText(`Article no. ${secondArticle}`);
  await expect(lines.nth(1).getByRole("spinbutton")).toHaveValue("2");
  // The cart's own rules still hold for real parts: change a quantity, remove a line.
  await lines.nth(1).getByRole("spinbutton").fill("4");
  await expect(panel.getByTestId("cart-total")).toHaveText("7 parts in the cart");
  await lines
    .nth(0)
    .getByRole("button", { name: /^Remove / })
    .click();
  await expect(lines).toHaveCount(1);
  await expect(panel.getByTestId("cart-total")).toHaveText("4 parts in the cart");

  expect(problems).toEqual([]);
});
