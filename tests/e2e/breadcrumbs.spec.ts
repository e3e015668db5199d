import { expect, type Page, test } from "@playwright/test";

const DEEP_PAGE = "/en/industries/automotive/wire-harness";

function breadcrumb(page: Page, label = "Breadcrumb") {
  return page.getByRole("navigation", { name: label });
}

async function structuredData(page: Page): Promise<Array<Record<string, unknown>>> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test.describe("on a wide screen", () => {
  test("a deep content page shows its trail, Home announced but not shown", async ({ page }) => {
    await page.goto(DEEP_PAGE);
    const trail = breadcrumb(page);
    await expect(trail.getByRole("listitem")).toHaveCount(4);

    const home = trail.getByRole("link", { name: "Home", exact: true });
    await expect(home).toHaveAttribute("href", "/en");
    // Visually hidden: clipped into a 1px box, yet in the accessibility tree (found by role above).
    const homeBox = await trail.getByRole("listitem").first().boundingBox();
    expect(homeBox?.width ?? 0).toBeLessThanOrEqual(1);
    expect(homeBox?.height ?? 0).toBeLessThanOrEqual(1);

    await expect(trail.getByRole("link", { name: "Industries" })).toHaveAttribute(
      "href",
      "/en/industries",
    );
    await expect(trail.getByRole("link", { name: "Automotive" })).toBeVisible();
    // The item's breadcrumb override, not its menu title.
    const current = trail.getByRole("link", { name: "Wire harness", exact: true });
    await expect(current).toHaveAttribute("aria-current", "page");
    await expect(current).toHaveAttribute("href", DEEP_PAGE);
    await expect(trail.getByRole("link", { name: /Back to/ })).toBeHidden();

    await trail.getByRole("link", { name: "Automotive" }).click();
    await expect(page).toHaveURL(/\/en\/industries\/automotive$/);
    await expect(breadcrumb(page).locator('[aria-current="page"]')).toHaveText("Automotive");
  });

  test("search engines get the trail as a BreadcrumbList", async ({ page }) => {
    await page.goto(DEEP_PAGE);
    const list = (await structuredData(page)).find((data) => data["@type"] === "BreadcrumbList");
    const items = list?.itemListElement as Array<{ name: string; item: string; position: number }>;
    expect(items.map((item) => item.name)).toEqual([
      "Home",
      "Industries",
      "Automotive",
      "Wire harness",
    ]);
    expect(items.at(-1)?.item).toMatch(
      /^https?:\/\/[^/]+\/en\/industries\/automotive\/wire-harness$/,
    );
    expect(items.map((item) => item.position)).toEqual([1, 2, 3, 4]);
  });

  test("the German trail speaks German", async ({ page }) => {
    await page.goto("/de/industries/automotive/wire-harness");
    const trail = breadcrumb(page, "Brotkrümelnavigation");
    await expect(trail.locator('[aria-current="page"]')).toHaveText("Kabelbaum");
    await expect(trail.getByRole("link", { name: "Branchen" })).toHaveAttribute(
      "href",
      "/de/industries",
    );
  });

  test("the home page has no trail", async ({ page }) => {
    await page.goto("/en");
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expect(breadcrumb(page)).toHaveCount(0);
  });

  test("the 404 page shows Home > 404", async ({ page }) => {
    const response = await page.goto("/en/industries/no-such-page");
    expect(response?.status()).toBe(404);
    const trail = breadcrumb(page);
    await expect(trail.getByRole("listitem")).toHaveCount(2);
    await expect(trail.getByRole("link", { name: "Home", exact: true })).toHaveAttribute(
      "href",
      "/en",
    );
    const notFound = trail.getByRole("link", { name: "404" });
    await expect(notFound).toBeVisible();
    await expect(notFound).toHaveAttribute("aria-current", "page");
    await expect(notFound).toHaveAttribute("href", "/en");
  });

  test("the German 404 page leads back to the German home page", async ({ page }) => {
    await page.goto("/de/gibt-es-nicht");
    await expect(
      breadcrumb(page, "Brotkrümelnavigation").getByRole("link", { name: "404" }),
    ).toHaveAttribute("href", "/de");
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("only a back link to the previous trail item is shown", async ({ page }) => {
    await page.goto(DEEP_PAGE);
    const trail = breadcrumb(page);
    const back = trail.getByRole("link", { name: "Back to Automotive" });
    await expect(back).toBeVisible();
    await expect(trail.getByRole("link", { name: "Industries" })).toBeHidden();
    await expect(trail.getByRole("link", { name: "Wire harness", exact: true })).toBeHidden();

    await back.click();
    await expect(page).toHaveURL(/\/en\/industries\/automotive$/);
    await expect(breadcrumb(page).getByRole("link", { name: "Back to Industries" })).toBeVisible();
  });

  test("the 404 page leads back home", async ({ page }) => {
    await page.goto("/en/no-such-page");
    await expect(breadcrumb(page).getByRole("link", { name: "Back to Home" })).toHaveAttribute(
      "href",
      "/en",
    );
  });
});
