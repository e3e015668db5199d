import { expect, test } from "@playwright/test";

import {
  collectPageProblems,
  expectServiceStatuses,
  signInThroughProviderForm,
  userMenuButton,
} from "./support/portal";

test("a customer with every service signs in and sees each one open", async ({ page }) => {
  const problems = collectPageProblems(page);
  await signInThroughProviderForm(page, "customer@example.com");
  await expect(page.getByText("Welcome, Carla Kunde")).toBeVisible();
  // From the portal back end, through the tickets proxy with the ID token.
  await expect(page.getByText("Company: Kunde Kabelkonfektion GmbH")).toBeVisible();
  await expectServiceStatuses(page, {
    "Service tickets": "Active",
    Inventory: "Active",
    "User administration": "No access",
    "Wire-flow apps": "Active",
    "Direct service": "Active",
    "Wire master": "Active",
    "Master data": "Active",
    "Learning hub": "Active",
    "Product information": "Active",
  });
  await expect(page.getByRole("article", { name: "Wire-flow apps" })).toContainText(
    "Installation: cloud",
  );

  // An open service leads to its portal page.
  // (Its screens: tests/e2e/portal-product-information.spec.ts.)
  await page
    .getByRole("article", { name: "Product information" })
    .getByRole("link", { name: "Open" })
    .click();
  await expect(page).toHaveURL(/\/en\/mykomax\/product-information$/);
  await expect(page.getByRole("heading", { level: 1, name: "Product information" })).toBeVisible();
  await expect(page.getByRole("search", { name: "Search products" })).toBeVisible();

  // Without the admin role, user administration is refused, not shown.
  await page.goto("/en/mykomax/user-admin");
  await expect(page.getByRole("heading", { name: "No access" })).toBeVisible();
  // Sign-in, the hidden frame and the tickets proxy pass the CSP without a script error.
  expect(problems).toEqual([]);
});

test("the header's user menu works with the keyboard and logs out", async ({ page }) => {
  await signInThroughProviderForm(page, "customer@example.com");
  const button = userMenuButton(page, "Carla Kunde");
  await expect(button).toHaveText("CK");
  await button.focus();
  await page.keyboard.press("ArrowDown");
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("menuitem")).toHaveText([
    "Dashboard",
    "Account settings",
    "Service tickets",
    "Direct service",
    "Log out",
  ]);
  await expect(menu.getByRole("menuitem", { name: "Dashboard" })).toBeFocused();
  await page.keyboard.press("End");
  await expect(menu.getByRole("menuitem", { name: "Log out" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();

  // A silent check that timed out on a busy day left its sign-in state behind: logout forgets it.
  await page.evaluate(() => {
    const id = "0f1e2d3c4b5a69788796a5b4c3d2e1f0";
    const state = { id, created: Math.floor(Date.now() / 1000), request_type: "si:s" };
    sessionStorage.setItem(`oidc.${id}`, JSON.stringify(state));
  });
  await button.click();
  await menu.getByRole("menuitem", { name: "Log out" }).click();
  // Revoked, provider session ended, back home and signed out.
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
  expect(
    await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith("oidc."))),
  ).toEqual([]);

  // The provider's session is gone too: the portal asks for the password again.
  await page.goto("/en/mykomax");
  await expect(page.getByRole("heading", { name: "Sign in to mykomax" })).toBeVisible();
});

test("a signed-in customer opening a public page never sees the sign-in buttons", async ({
  page,
}) => {
  await signInThroughProviderForm(page, "customer@example.com");
  // From the first frame of the next page on, whether a "Log in" button was ever on screen.
  await page.addInitScript(() => {
    const saw = () =>
      [...document.querySelectorAll("button")].some(
        (button) =>
          button.textContent?.trim() === "Log in" &&
          button.checkVisibility({ visibilityProperty: true }),
      );
    const watch = () => {
      if (saw()) document.documentElement.dataset.sawLogIn = "";
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
  await page.goto("/en/company/about-us");
  await expect(userMenuButton(page, "Carla Kunde")).toHaveText("CK");
  await expect(page.getByRole("button", { name: "Log in" })).toHaveCount(0);
  expect(await page.evaluate(() => "sawLogIn" in document.documentElement.dataset)).toBe(false);
});
