import { expect, test } from "@playwright/test";

// The browser asks for plain English, so `/` leads to the international English site.
test.use({ locale: "en" });

test("a visitor lands on the English home page, follows the header to a content page and switches to German", async ({
  page,
  request,
}) => {
  const root = await request.get("/", {
    maxRedirects: 0,
    headers: { "accept-language": "en" },
  });
  expect(root.status()).toBe(302);
  expect(root.headers().location).toMatch(/\/en$/);

  const home = await page.goto("/");
  expect(home?.status()).toBe(200);
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Ferrion/);

  const mainNavigation = page.getByRole("navigation", { name: "Main navigation" });
  await mainNavigation.getByRole("link", { name: "Company", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/company$/);
  await expect(page).toHaveTitle(/^Company \| Ferrion$/);
  const englishHeading = await page.getByRole("heading", { level: 1 }).textContent();

  await page
    .getByRole("navigation", { name: "Language" })
    .getByRole("link", { name: "Deutsch" })
    .click();
  await expect(page).toHaveURL(/\/de\/company$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toBeVisible();
  await expect(page).toHaveTitle(/^Unternehmen \| Ferrion$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(englishHeading ?? "");
});

test("/de shows the German home page", async ({ page }) => {
  const response = await page.goto("/de");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("link", { name: "Zum Inhalt springen" })).toBeAttached();
  await expect(
    page
      .getByRole("navigation", { name: "Hauptnavigation" })
      .getByRole("link", { name: "Unternehmen", exact: true }),
  ).toBeVisible();
});

test("a page without a German version is shown in English with a notice", async ({ page }) => {
  await page.goto("/de/industries/medical");
  // The header's search box keeps a live region of its own; the notice is the one with the text.
  const notice = page.getByRole("status").filter({ hasText: "nicht verfügbar" });
  await expect(notice).toContainText("Diese Seite ist auf Deutsch nicht verfügbar");
  await expect(page.locator("article")).toHaveAttribute("lang", "en");
});

test("a page deeper in the navigation renders on the site reached by its slug", async ({
  page,
}) => {
  const response = await page.goto("/en/north-america-events/trade-shows");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto("/es/north-america-events");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
});
