import { expect, test } from "@playwright/test";

// Spec 000 §6: the legal pages are flagged mainSiteOnly. The demo content's events site links
// them in its footer, but they exist on the main site only.
test.describe("a main-site-only page is not reachable on another site", () => {
  test("the main site shows the imprint and links it in its footer", async ({ page }) => {
    const response = await page.goto("/en/imprint");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Imprint");
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "Imprint", exact: true }),
    ).toHaveAttribute("href", "/en/imprint");
    await expect(page.getByRole("contentinfo").getByText("Legal", { exact: true })).toBeVisible();
  });

  test("the events site answers the imprint's path with the 404 page, and does not link it", async ({
    page,
  }) => {
    const response = await page.goto("/en/north-america-events/imprint");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");

    await page.goto("/en/north-america-events");
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("link", { name: "Imprint", exact: true })).toHaveCount(0);
    // The footer's legal column held only main-site-only pages: no heading over nothing.
    await expect(page.getByRole("contentinfo").getByText("Legal", { exact: true })).toHaveCount(0);
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
