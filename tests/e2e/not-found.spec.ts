import { expect, test } from "@playwright/test";

test.describe("paths that lead nowhere get the 404 page, never an error", () => {
  for (const path of [
    "/en/no-such-page",
    "/en/company/no-such-child",
    "/xx/company",
    "/en/%E2%9C%93",
    "/en/Company",
    "/en/..%2F..%2Fetc",
  ]) {
    test(`${path} is a 404 with the page-not-found text`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        /Page not found|Seite nicht gefunden/,
      );
      await expect(page.getByRole("link", { name: /home page|Startseite/ }).last()).toHaveAttribute(
        "href",
        "/",
      );
    });
  }

  test("the 404 page is rendered on the server, readable without JavaScript", async ({
    request,
  }) => {
    const response = await request.get("/en/no-such-page");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain("<title>Page not found | Ferrion</title>");
    expect(html).toMatch(/<h1[^>]*>Page not found<\/h1>/);
    expect(html).toContain('<html lang="en"');
  });

  test("the German 404 page speaks German", async ({ page }) => {
    const response = await page.goto("/de/gibt-es-nicht");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Seite nicht gefunden");
  });
});

test("health: the process is live", async ({ request }) => {
  const live = await request.get("/api/health/live");
  expect(live.status()).toBe(200);
  expect(await live.json()).toEqual({ status: "ok" });
});
