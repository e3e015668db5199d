import { expect, type Locator, type Page, test } from "@playwright/test";

async function tabTo(page: Page, target: Locator, maxPresses = 60) {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test("on a desktop, Tab walks through all three levels of the main navigation", async ({
  page,
}) => {
  await page.goto("/en");
  await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
  const navigation = page.getByRole("navigation", { name: "Main navigation" });
  const automotive = navigation.getByRole("link", { name: "Automotive", exact: true });
  await expect(automotive).toBeHidden();
  await tabTo(page, navigation.getByRole("link", { name: "Industries", exact: true }));
  await expect(automotive).toBeVisible();
  // The Industries quick links (a navigation section) lead there too; the tree's link comes first.
  const eMobility = navigation.getByRole("link", { name: "E-mobility" }).first();
  await tabTo(page, eMobility);
  await expect(eMobility).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/en\/industries\/automotive\/e-mobility$/);
});

test("the country switcher keeps the page and the language and changes the country", async ({
  page,
}) => {
  await page.goto("/en/company");
  const country = page.getByRole("button", { name: "Country: International" });
  await country.click();
  await expect(country).toHaveAttribute("aria-expanded", "true");
  const list = page.getByRole("list", { name: "Choose your country" });
  await expect(list.getByRole("link", { name: "Germany" })).toBeVisible();
  // Hidden countries are not offered.
  await expect(list.getByRole("link", { name: "Russia" })).toHaveCount(0);
  await list.getByRole("link", { name: "United States" }).click();
  await expect(page).toHaveURL(/\/en-us\/company$/);
  await expect(page.getByRole("button", { name: "Country: United States" })).toBeVisible();

  await page.getByRole("button", { name: "Country: United States" }).click();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("list", { name: "Choose your country" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Country: United States" })).toBeFocused();
});

test("the header offers search, the page carries its theme and side buttons open contact and news", async ({
  page,
}) => {
  await page.goto("/de/company");
  const search = page.getByRole("banner").getByRole("search");
  await expect(search).toHaveAttribute("action", "/de/search");
  await expect(search.getByRole("combobox", { name: "Suche" })).toBeVisible();
  await expect(page.locator("article")).toHaveAttribute("data-theme", "Default");
  await expect(page.getByRole("banner")).toHaveAttribute("data-theme", "Default");
  const side = page.getByRole("complementary", { name: "Schnellzugriff" });
  await expect(side.getByRole("link", { name: "Kontakt" })).toHaveAttribute("href", "/de/contact");
  await expect(side.getByRole("button", { name: "Neuigkeiten" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toHaveAttribute("data-theme", "Default");
});
