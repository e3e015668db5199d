import { expect, test } from "@playwright/test";

import { collectPageProblems } from "./support/portal";
import { openDashboardSignedIn } from "./support/signed-in";
import { addToCart, openLineOneFromDashboard, wearParts } from "./support/parts";
import { createOwnAccount } from "./support/test-fixtures";

// A company of its own: whatever this journey puts into the cart (and later orders) touches
// nobody else's data.

test("a customer adds two wear parts of his machine with quantities, proceeds to order from the cart panel and finds the order in the history; a bad quantity is refused at the field", async ({
  page,
  request,
}) => {
  const problems = collectPageProblems(page);
  const account = await createOwnAccount(request, "customer@example.com", undefined, {
    ownCompany: true,
  });
  await openDashboardSignedIn(page, account);
  await openLineOneFromDashboard(page);

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
  // The demonstration parts give way to the customer's real ones.
  await expect(panel.getByTestId("sample-parts")).toHaveCount(0);
  await expect(panel.getByText(/not connected to an ordering system/)).toHaveCount(0);
  // The cart's own rules still hold for real parts: change a quantity.
  await lines.nth(1).getByRole("spinbutton").fill("4");
  await expect(panel.getByTestId("cart-total")).toHaveText("7 parts in the cart");
  // Each real part links to its machine's Order Parts tab; "Proceed to order" orders them all.
  await expect(
    lines.nth(0).getByRole("link", { name: /^Order .+ on its machine's Order Parts tab$/ }),
  ).toHaveAttribute("href", /\/en\/mykomax\/product-information\/[^/?]+\?tab=order$/);
  await panel.getByRole("link", { name: "Proceed to order" }).click();

  // The order page: the cart's real parts for review, and the form.
  await expect(page).toHaveURL(/\/en\/mykomax\/product-information\/orders\/new$/);
  await expect(page.getByRole("heading", { level: 1, name: "Order parts" })).toBeVisible();
  const review = page.getByTestId("order-lines");
  await expect(review.locator("tbody tr")).toHaveCount(2);
  await expect(review.getByRole("row").filter({ hasText: secondArticle })).toContainText("4");
  const form = page.getByRole("form", { name: "Parts order" });
  // Sent without a location: refused at the field, announced; nothing typed is lost.
  await form.getByLabel("Purchase order number").fill("E2E-4711");
  await form.getByRole("button", { name: "Place order" }).click();
  await expect(form.getByLabel("Delivery location")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByRole("alert").first()).toHaveText("Please correct the marked fields.");
  await expect(form.getByLabel("Purchase order number")).toHaveValue("E2E-4711");

  // A double click places one order; its number is shown and the ordered lines leave the cart.
  await form.getByLabel("Delivery location").selectOption({ index: 1 });
  await form.getByLabel("Note").fill("Please deliver to gate 2");
  await form.getByRole("button", { name: "Place order" }).dblclick();
  const placed = page.getByTestId("order-placed");
  await expect(placed).toHaveText(/^Order PO-\d{4}-\d{6} is placed with 2 lines\./);
  await expect(page.getByRole("button", { name: "Parts cart, empty" })).toBeAttached();

  // The order history, linked from the order page: the new order first, with its lines and status.
  const number = /PO-\d{4}-\d{6}/.exec((await placed.textContent()) ?? "")?.[0] ?? "";
  await page.getByRole("link", { name: "Order history" }).click();
  await expect(page).toHaveURL(/\/en\/mykomax\/product-information\/orders$/);
  await expect(page.getByRole("heading", { level: 1, name: "Order history" })).toBeVisible();
  const orders = page.getByTestId("parts-orders").getByRole("article");
  await expect(orders.first()).toHaveAccessibleName(number);
  // The double click placed one order, not two.
  await expect(orders.filter({ hasText: "E2E-4711" })).toHaveCount(1);
  const order = page.getByRole("article", { name: number });
  await expect(order).toContainText("E2E-4711");
  await expect(order.locator("[data-status]")).toHaveText("Submitted");
  await expect(order.getByRole("rowheader", { name: firstArticle })).toBeVisible();
  await expect(order.getByRole("row").filter({ hasText: secondArticle })).toContainText("4");

  expect(problems).toEqual([]);
});

test("an article the machine does not have is refused at its line; the order form keeps what was typed", async ({
  page,
  request,
}) => {
  const account = await createOwnAccount(request, "customer@example.com", undefined, {
    ownCompany: true,
  });
  await openDashboardSignedIn(page, account);
  await openLineOneFromDashboard(page);
  await addToCart(wearParts(page).nth(0), "2");
  await expect(page.getByRole("button", { name: "Parts cart, 2 parts" })).toBeVisible();

  // As an attacker would: the stored cart line now names an article the machine does not have.
  await page.evaluate(() => {
    const key = "ferrion.parts-cart";
    const stored = JSON.parse(window.localStorage.getItem(key) ?? "{}") as {
      state: { lines: Array<{ articleNumber: string; id: string }> };
    };
    for (const line of stored.state.lines) {
      line.articleNumber = "SP-99999";
      line.id = "SP-99999";
    }
    window.localStorage.setItem(key, JSON.stringify(stored));
  });
  await page.goto(`${page.url().split("?")[0]}?tab=order`);
  await page.getByRole("button", { name: "Proceed to order" }).click();
  const form = page.getByRole("form", { name: "Parts order" });
  await form.getByLabel("Delivery location").selectOption({ index: 1 });
  await form.getByLabel("Purchase order number").fill("E2E-REFUSED");
  await form.getByRole("button", { name: "Place order" }).click();
  await expect(form.getByRole("row").filter({ hasText: "SP-99999" }).getByRole("alert")).toHaveText(
    "Article SP-99999 does not exist or is not sold for this machine",
  );
  await expect(form.getByRole("alert").last()).toHaveText(
    "The order was not placed: please correct the marked fields.",
  );
  await expect(form.getByLabel("Purchase order number")).toHaveValue("E2E-REFUSED");
  await expect(page.getByTestId("order-placed")).toHaveCount(0);
});
