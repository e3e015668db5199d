import { expect, type Page, test } from "@playwright/test";

const CART_KEY = "ferrion.parts-cart";
// The button names the part after its visible text "Add to cart" (WCAG 2.5.3, label in name).
const ADD_V_BLADE = "Add to cart: V-blade set for stripping head, 0.03–6 mm²";

async function openCart(page: Page) {
  await page.getByRole("button", { name: /^Parts cart/ }).click();
  const panel = page.getByRole("dialog", { name: "Parts cart" });
  await expect(panel).toBeVisible();
  return panel;
}

test("a visitor adds sample parts, changes quantities, removes and clears; the cart survives a reload", async ({
  page,
}) => {
  await page.goto("/en");
  let panel = await openCart(page);
  await expect(panel.getByText("Your parts cart is empty.")).toBeVisible();
  await expect(panel.getByText(/not connected to an ordering system/)).toBeVisible();
  await expect(panel.getByTestId("sample-part")).toHaveCount(6);
  // The statuses differ in text and symbol, not only in colour.
  await expect(panel.locator("[data-availability=out-of-stock]")).toHaveText("Out of stock");
  await expect(panel.locator("[data-availability=high]").first()).toHaveText("In stock");

  await panel.getByRole("button", { name: ADD_V_BLADE }).click();
  await panel
    .getByRole("button", { name: "Add to cart: Feed roller pair, polyurethane, 40 mm" })
    .click();
  await expect(panel.getByTestId("cart-line")).toHaveCount(2);
  await expect(panel.getByTestId("cart-total")).toHaveText("2 parts in the cart");

  await panel.getByLabel(/^Quantity of V-blade/).fill("3");
  await expect(panel.getByTestId("cart-total")).toHaveText("4 parts in the cart");
  await panel.getByLabel(/^Quantity of Feed roller pair/).fill("0");
  await expect(panel.getByTestId("cart-line")).toHaveCount(1);
  await expect(panel.getByTestId("cart-total")).toHaveText("3 parts in the cart");

  await panel.getByRole("button", { name: "Proceed to order" }).click();
  await expect(panel.getByRole("status")).toContainText("no order has been placed");

  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(page.getByRole("button", { name: "Parts cart, 3 parts" })).toBeFocused();

  await page.reload();
  await expect(page.getByRole("button", { name: "Parts cart, 3 parts" })).toBeVisible();
  panel = await openCart(page);
  await expect(panel.getByTestId("cart-line")).toHaveCount(1);
  await expect(panel.getByLabel(/^Quantity of V-blade/)).toHaveValue("3");

  await panel.getByRole("button", { name: "Clear cart" }).click();
  await expect(panel.getByText("Your parts cart is empty.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Parts cart, empty" })).toBeAttached();
});

test("a visitor adds a spare part from a product page and finds it in the cart", async ({
  page,
}) => {
  await page.goto("/en/products/cutting-stripping/fully-automatic/cs-3100");
  const spareParts = page.getByRole("region", { name: "Spare parts", exact: true });
  await expect(spareParts.getByTestId("sample-part")).toHaveCount(6);
  await spareParts.getByRole("button", { name: ADD_V_BLADE }).click();
  await expect(page.getByRole("button", { name: "Parts cart, 1 part" })).toBeVisible();

  const panel = await openCart(page);
  const line = panel.getByTestId("cart-line");
  await expect(line).toHaveCount(1);
  await expect(line).toContainText("V-blade set for stripping head, 0.03–6 mm²");
  await expect(panel.getByLabel(/^Quantity of V-blade/)).toHaveValue("1");

  // Back on the page, the same part again: one line, quantity 2.
  await page.keyboard.press("Escape");
  await spareParts.getByRole("button", { name: ADD_V_BLADE }).click();
  await openCart(page);
  await expect(line).toHaveCount(1);
  await expect(panel.getByLabel(/^Quantity of V-blade/)).toHaveValue("2");
});

test("adding a part that is already in the cart adds to its quantity", async ({ page }) => {
  await page.goto("/en");
  const panel = await openCart(page);
  const add = panel.getByRole("button", { name: "Add to cart: Crimp force sensor, 20 kN" });
  await add.click();
  await add.click();
  await expect(panel.getByTestId("cart-line")).toHaveCount(1);
  await expect(panel.getByLabel(/^Quantity of Crimp force sensor/)).toHaveValue("2");
});

test("a German page shows the sample parts with German names, in the list and in the cart", async ({
  page,
}) => {
  await page.goto("/de");
  await page.getByRole("button", { name: /^Ersatzteile, / }).click();
  const panel = page.getByRole("dialog", { name: "Ersatzteil-Warenkorb" });
  const samples = panel.getByTestId("sample-part");
  await expect(samples).toHaveCount(6);
  await expect(samples.first()).toContainText("V-Messersatz für Abisolierkopf, 0,03–6 mm²");
  await expect(samples.last()).toContainText("Crimpkraftsensor, 20 kN");
  await expect(panel.getByTestId("sample-parts")).not.toContainText("Crimp force sensor");

  await panel.getByRole("button", { name: "In den Warenkorb: Crimpkraftsensor, 20 kN" }).click();
  await expect(panel.getByTestId("cart-line")).toContainText("Crimpkraftsensor, 20 kN");
  await expect(panel.getByLabel("Menge von Crimpkraftsensor, 20 kN")).toHaveValue("1");
});

const CORRUPTED: [label: string, stored: string][] = [
  ["not JSON", "{broken"],
  ["the wrong shape", JSON.stringify({ state: { lines: [{ key: "x", quantity: -4 }] } })],
];

for (const [label, stored] of CORRUPTED) {
  test(`a corrupted stored cart (${label}) is reset to empty with a notice and logged; the page keeps working`, async ({
    page,
  }) => {
    const warnings: string[] = [];
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.addInitScript(
      ([key, value]) => {
        if (!window.sessionStorage.getItem("seeded")) {
          window.localStorage.setItem(key, value);
          window.sessionStorage.setItem("seeded", "1");
        }
      },
      [CART_KEY, stored] as const,
    );
    await page.goto("/en");
    const panel = await openCart(page);
    await expect(panel.getByText("Your parts cart is empty.")).toBeVisible();
    await expect(panel.getByRole("status").filter({ hasText: "could not be read" })).toHaveText(
      /^Your stored parts cart could not be read and was emptied\. Please add the parts again\./,
    );
    expect(warnings.some((text) => text.includes("parts cart could not be read"))).toBe(true);
    expect(errors).toEqual([]);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), CART_KEY)).not.toBe(
      stored,
    );
  });
}
