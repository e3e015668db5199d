import { expect, test } from "@playwright/test";

// Pages from local-services/content/SITEMAP.md: Medical is only in English; Automotive is in
// English and German; the main site is offered in English, German and French.

test("a German visitor of an English-only page is told so and can switch to English", async ({
  page,
}) => {
  await page.goto("/de/industries/medical");
  const banner = page.getByRole("status").filter({ hasText: "nicht verfügbar" });
  await expect(banner).toHaveText(
    /Diese Seite ist auf Deutsch nicht verfügbar\. Sie wird auf Englisch angezeigt\./,
  );
  const toEnglish = banner.getByRole("link", { name: "Auf Englisch wechseln" });
  await expect(banner.getByRole("link")).toHaveCount(1);

  await toEnglish.focus();
  await expect(toEnglish).toBeFocused();
  await expect(toEnglish).not.toHaveCSS("outline-style", "none");

  await toEnglish.click();
  await expect(page).toHaveURL(/\/en\/industries\/medical$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(/not available in|nicht verfügbar/)).toHaveCount(0);
});

test("a French visitor of a page only in German and English is told so and offers both", async ({
  page,
}) => {
  const response = await page.goto("/fr/industries/automotive");
  expect(response?.status()).toBe(200);
  const banner = page
    .getByRole("status")
    .filter({ hasText: "This content is only available in German and English." });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole("link")).toHaveText(["Switch to English", "Switch to German"]);
  await expect(banner.getByRole("link", { name: "Switch to German" })).toHaveAttribute(
    "href",
    "/de/industries/automotive",
  );
});

test("a page in the requested language shows no banner", async ({ page }) => {
  await page.goto("/de/industries/automotive");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /wechseln|Switch to/ })).toHaveCount(0);
});
