import { expect, test } from "@playwright/test";

// Spec 000 §6: the legal pages are flagged mainSiteOnly. The events site's footer links them, but
// they exist on the main site only.
test.describe("a main-site-only page is not reachable on another site", () => {
  test("the main site shows the imprint", async ({ page }) => {
    const response = await page.goto("/en/imprint");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Imprint");
  });

  test("the events site answers its imprint path with the 404 page", async ({ page }) => {
    await page.goto("/en/north-america-events");
    const href = await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Imprint", exact: true })
      .getAttribute("href");
    expect(href).toMatch(/^\/en\/north-america-events\//);

    const response = await page.goto(href!);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  });

  test("?direct= from the events site sends the visitor to the main site's imprint", async ({
    request,
  }) => {
    const response = await request.get("/en/north-america-events?direct=page-legal-imprint", {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    const location = response.headers().location ?? "";
    expect(location).toMatch(/\/en\/imprint$/);
    expect(location).not.toContain("north-america-events");
  });
});
