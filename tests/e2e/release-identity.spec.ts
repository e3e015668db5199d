import { expect, type Page, test } from "@playwright/test";

// Issue 16 item 5: a release's static assets are cached for good, and a browser holding a page of
// an older release gets a full page load on its next navigation, not the new release's data in
// the old release's client router.

async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
}

function isSameDocument(page: Page) {
  return page.evaluate(() => (window as unknown as { marker?: boolean }).marker === true);
}

test("static assets are cached for a year as immutable; a missing one is never cached", async ({
  request,
}) => {
  const html = await (await request.get("/en/company")).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+)"/g)].map(
    (m) => m[1] ?? "",
  );
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of new Set(assets)) {
    const response = await request.get(asset.replaceAll("&amp;", "&"));
    expect(response.status(), asset).toBe(200);
    expect(response.headers()["cache-control"], asset).toBe("public, max-age=31536000, immutable");
  }
  // A chunk of another release (a rolling deploy) must not be remembered as missing for a year.
  const missing = await request.get("/_next/static/chunks/of-another-release.js");
  expect(missing.status()).toBe(404);
  expect(missing.headers()["cache-control"]).toContain("no-store");
});

test("a page of an older release: the next navigation is a full load, before any poll", async ({
  page,
}) => {
  await page.goto("/en/company/about-us");
  await expect
    .poll(() => page.evaluate(() => ((window as { dataLayer?: unknown[] }).dataLayer ?? []).length))
    .toBeGreaterThan(0);
  await markDocument(page);

  // From now on the server runs another release: its router data names that release.
  await page.route("**/*", async (route) => {
    if (route.request().headers()["rsc"] !== "1") return route.fallback();
    const response = await route.fetch();
    await route.fulfill({
      response,
      headers: { ...response.headers(), "x-nextjs-deployment-id": "another-release" },
    });
  });

  await page
    .getByRole("navigation", { name: "Breadcrumb" })
    .getByRole("link", { name: "Company" })
    .click();
  await expect(page).toHaveURL(/\/en\/company$/);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  expect(await isSameDocument(page)).toBe(false);
  // Prefetches of the new document may still be in the handler; they no longer matter.
  await page.unrouteAll({ behavior: "ignoreErrors" });
});
