import { expect, type Locator, type Page, test } from "@playwright/test";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** Presses Tab until the target has focus; fails when it is not reached within a page's worth. */
async function tabTo(page: Page, target: Locator, maxPresses = 40) {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test("on a phone, the menu opens by keyboard and reaches a third-level page", async ({ page }) => {
  await page.goto("/en");
  const menuButton = page.getByRole("button", { name: "Menu" });
  const navigation = page.getByRole("navigation", { name: "Main navigation" });
  await expect(navigation).toBeHidden();
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");

  await tabTo(page, menuButton);
  await page.keyboard.press("Enter");
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  await expect(navigation).toBeVisible();

  const automotive = navigation.getByRole("link", { name: "Automotive", exact: true });
  await expect(automotive).toBeHidden();
  const industriesToggle = navigation.getByRole("button", { name: "Pages under Industries" });
  await tabTo(page, industriesToggle);
  await expect(industriesToggle).toHaveCSS("outline-style", "solid");
  await page.keyboard.press("Enter");
  await expect(industriesToggle).toHaveAttribute("aria-expanded", "true");
  await expect(automotive).toBeVisible();

  const automotiveToggle = navigation.getByRole("button", { name: "Pages under Automotive" });
  await tabTo(page, automotiveToggle);
  await page.keyboard.press("Enter");
  // The Industries quick links (a navigation section) lead there too; the tree's link comes first.
  const eMobility = navigation.getByRole("link", { name: "E-mobility" }).first();
  await tabTo(page, eMobility);
  await expect(eMobility).toBeVisible();

  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/en\/industries\/automotive\/e-mobility$/);
  await expect(navigation).toBeHidden();
});

test("Escape closes the menu and returns focus to the menu button", async ({ page }) => {
  await page.goto("/en/company");
  const menuButton = page.getByRole("button", { name: "Menu" });
  await tabTo(page, menuButton);
  await page.keyboard.press("Enter");
  const navigation = page.getByRole("navigation", { name: "Main navigation" });
  await expect(navigation).toBeVisible();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(menuButton).not.toBeFocused();

  await page.keyboard.press("Escape");
  await expect(navigation).toBeHidden();
  await expect(menuButton).toBeFocused();
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
});

test("the language and country switchers live in the menu on a phone", async ({ page }) => {
  await page.goto("/en/company");
  await expect(page.getByRole("navigation", { name: "Language" })).toBeHidden();
  await page.getByRole("button", { name: "Menu" }).click();
  const language = page.getByRole("navigation", { name: "Language" });
  await expect(language).toBeVisible();
  await language.getByRole("link", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(/\/de\/company$/);
});
