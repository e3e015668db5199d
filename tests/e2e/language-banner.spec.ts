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

test("a French visitor of a page only in German and English is told so in French and offered both", async ({
  page,
}) => {
  const response = await page.goto("/fr/industries/automotive");
  expect(response?.status()).toBe(200);
  const banner = page
    .getByRole("status")
    .filter({ hasText: "Ce contenu n’est disponible qu’en allemand et en anglais." });
  await expect(banner).toBeVisible();
  await expect(banner).toHaveAttribute("lang", "fr");
  await expect(banner.getByRole("link")).toHaveText(["Passer en anglais", "Passer en allemand"]);
  await expect(banner.getByRole("link", { name: "Passer en allemand" })).toHaveAttribute(
    "href",
    "/de/industries/automotive",
  );
});

test("a page in the requested language shows no banner", async ({ page }) => {
  await page.goto("/de/industries/automotive");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /wechseln|Switch to|Passer en/ })).toHaveCount(0);
});
