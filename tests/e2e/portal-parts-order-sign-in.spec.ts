import { expect, type Page, test } from "@playwright/test";

import { addToCart, openLineOneFromDashboard, wearParts } from "./support/parts";
import { collectPageProblems, submitProviderSignIn } from "./support/portal";
import { openDashboardSignedIn } from "./support/signed-in";
import { createOwnAccount } from "./support/test-fixtures";

// Companies of their own: the orders these journeys place touch nobody else's data.

/** The session ends as it does at the provider: its cookie is gone and the tab's token no longer verifies. */
async function endSession(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((entry) => entry.startsWith("oidc.user:"));
    if (!key) throw new Error("no stored user");
    const user = JSON.parse(sessionStorage.getItem(key) ?? "{}") as { id_token: string };
    const [header, payload] = user.id_token.split(".");
    user.id_token = `${header}.${payload}.bm8tbG9uZ2VyLXZhbGlk`;
    sessionStorage.setItem(key, JSON.stringify(user));
  });
}

test("a session that ends mid-order leads through sign-in back to the order form, cart lines and typed values intact", async ({
  page,
  request,
}) => {
  const problems = collectPageProblems(page);
  const account = await createOwnAccount(request, "customer@example.com", undefined, {
    ownCompany: true,
  });
  await openDashboardSignedIn(page, account);
  await openLineOneFromDashboard(page);
  const first = await addToCart(wearParts(page).nth(0), "3");
  const second = await addToCart(wearParts(page).nth(1), "2");
  await page
    .getByRole("navigation", { name: "Product information sections" })
    .getByRole("link", { name: "Order Parts" })
    .click();
  await page.getByRole("button", { name: "Proceed to order" }).click();
  const form = page.getByRole("form", { name: "Parts order" });
  await form.getByLabel("Delivery location").selectOption({ index: 1 });
  const location = await form.getByLabel("Delivery location").inputValue();
  await form.getByLabel("Purchase order number").fill("E2E-EXPIRED");
  await form.getByLabel("Note").fill("Ring the bell twice");

  await endSession(page);
  await form.getByRole("button", { name: "Place order" }).click();
  await expect(form.getByRole("alert").filter({ hasText: "Your session has ended." })).toHaveText(
    /the parts in your cart and what you typed stay/,
  );
  await form.getByRole("button", { name: "Sign in again" }).click();
  await submitProviderSignIn(page, account.email);

  // Back on the Order Parts tab, the form open as it was left, the lines still in the cart.
  await expect(page).toHaveURL(/\/en\/mykomax\/product-information\/[^/?]+\?tab=order$/);
  await expect(form.getByLabel("Delivery location")).toHaveValue(location);
  await expect(form.getByLabel("Purchase order number")).toHaveValue("E2E-EXPIRED");
  await expect(form.getByLabel("Note")).toHaveValue("Ring the bell twice");
  const review = page.getByTestId("order-lines");
  await expect(review.getByRole("row").filter({ hasText: first })).toContainText("3");
  await expect(review.getByRole("row").filter({ hasText: second })).toContainText("2");

  await form.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByTestId("order-placed")).toHaveText(
    /^Order PO-\d{4}-\d{6} is placed with 2 lines\./,
  );
  // The next order starts empty: what was typed went with the order.
  await expect(page.getByRole("button", { name: "Parts cart, empty" })).toBeAttached();
  expect(
    await page.evaluate(() =>
      Object.keys(sessionStorage).filter((key) => key.startsWith("ferrion.parts-order-draft.")),
    ),
  ).toEqual([]);
  expect(problems).toEqual([]);
});

test("a signed-out visitor keeps the cart's real parts and orders them through sign-in", async ({
  page,
  request,
}) => {
  const account = await createOwnAccount(request, "customer@example.com", undefined, {
    ownCompany: true,
  });
  await openDashboardSignedIn(page, account);
  await openLineOneFromDashboard(page);
  const article = await addToCart(wearParts(page).nth(0), "4");
  await page.goto("/en/mykomax/logout");
  await expect(page).toHaveURL(/\/en$/);

  // Signed out on the public site: the real part is still in the cart, and leads to the portal.
  await page.getByRole("button", { name: "Parts cart, 4 parts" }).click();
  const panel = page.getByRole("dialog", { name: "Parts cart" });
  await expect(panel.getByTestId("cart-line").first()).toContainText(`Article no. ${article}`);
  await panel.getByRole("link", { name: "Proceed to order" }).click();
  await submitProviderSignIn(page, account.email);

  await expect(page).toHaveURL(/\/en\/mykomax\/product-information\/orders\/new$/);
  const review = page.getByTestId("order-lines");
  await expect(review.getByRole("row").filter({ hasText: article })).toContainText("4");
  const form = page.getByRole("form", { name: "Parts order" });
  await form.getByLabel("Delivery location").selectOption({ index: 1 });
  await form.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByTestId("order-placed")).toHaveText(
    /^Order PO-\d{4}-\d{6} is placed with 1 line\./,
  );
});
