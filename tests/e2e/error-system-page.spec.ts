import { expect, test } from "@playwright/test";

import { axeViolations } from "./support/accessibility";

// The content system's fixed error page (SystemPage `error`, id system-error in
// local-services/content/seed/SystemPage/system-error.json) looked up by id (spec 000 §2, §3).
const noFollow = { maxRedirects: 0 };

for (const row of [
  {
    locale: "en",
    title: "Error | Ferrion",
    overline: "Something went wrong",
    heading: "Error",
    notice: "Our website is currently in maintenance.",
    text: "this page could not be loaded",
    homeLink: "Go to the home page",
  },
  {
    locale: "de",
    title: "Fehler | Ferrion",
    overline: "Etwas ist schiefgelaufen",
    heading: "Fehler",
    notice: "Unsere Website wird gerade gewartet.",
    text: "diese Seite konnte nicht geladen werden",
    homeLink: "Zur Startseite",
  },
]) {
  test(`?direct= to the error page in ${row.locale} shows the editors' error page`, async ({
    page,
    request,
  }) => {
    const response = await request.get(`/${row.locale}?direct=system-error`, noFollow);
    expect(response.status()).toBe(302);
    expect(response.headers().location).toMatch(new RegExp(`/${row.locale}/error$`));

    const shown = await page.goto(`/${row.locale}?direct=system-error`);
    expect(shown?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/${row.locale}/error$`));
    await expect(page).toHaveTitle(row.title);
    const main = page.getByRole("main");
    await expect(main.getByText(row.overline, { exact: true })).toBeVisible();
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(row.heading);
    await expect(main.getByRole("status")).toContainText(row.notice);
    await expect(main).toContainText(row.text);
    const trail = page.getByRole("navigation", { name: /Breadcrumb|Brotkrümel/ });
    await expect(trail.getByRole("link", { name: row.heading })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(main.getByRole("link", { name: row.homeLink })).toHaveAttribute(
      "href",
      `/${row.locale}`,
    );
    // Not a page for search engines.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("the error page has no pages below it", async ({ request }) => {
  expect((await request.get("/en/error/anything")).status()).toBe(404);
});
