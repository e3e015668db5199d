import { expect, type Page, test } from "@playwright/test";

/** Survives client-side navigations only: a full page load drops it. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
}

function isSameDocument(page: Page) {
  return page.evaluate(() => (window as unknown as { marker?: boolean }).marker === true);
}

/** What the chunk-reload guard keeps of its last reload (lib/client/reload-on-chunk-error.ts). */
function reloadRecord(page: Page) {
  return page.evaluate(() => sessionStorage.getItem("ferrion:chunk-reload"));
}

async function hydrated(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).length,
      ),
    )
    .toBeGreaterThan(0);
}

test("the server names the build it runs, never from a cache", async ({ request }) => {
  const response = await request.get("/api/build-id");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toContain("no-store");
  const { buildId } = (await response.json()) as { buildId: unknown };
  expect(typeof buildId).toBe("string");
  expect(buildId).not.toBe("");
});

test("after a new build goes live, the next navigation is a full page load", async ({ page }) => {
  await page.goto("/en/company/about-us");
  await hydrated(page);
  await markDocument(page);

  await page.route("/api/build-id", (route) => route.fulfill({ json: { buildId: "newer-build" } }));
  // The poller asks again whenever the tab gets the focus back.
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect(page.locator("html"), "the page noticing the new build").toHaveAttribute(
    "data-new-build",
    "live",
  );

  await page
    .getByRole("navigation", { name: "Breadcrumb" })
    .getByRole("link", { name: "Company" })
    .click();
  await expect(page).toHaveURL(/\/en\/company$/);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  expect(await isSameDocument(page)).toBe(false);
});

test("while the build is the same, navigations stay client-side", async ({ page }) => {
  await page.goto("/en/company/about-us");
  await hydrated(page);
  await markDocument(page);
  const polled = page.waitForResponse("**/api/build-id");
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  await polled;

  await page
    .getByRole("navigation", { name: "Breadcrumb" })
    .getByRole("link", { name: "Company" })
    .click();
  await expect(page).toHaveURL(/\/en\/company$/);
  expect(await isSameDocument(page)).toBe(true);
});

test("a failed chunk load reloads the page, once per path within 10 seconds", async ({ page }) => {
  await page.goto("/en/company");
  await hydrated(page);
  await markDocument(page);

  const failChunk = () =>
    page.evaluate(() => {
      const error = new Error("Loading chunk app/page-4f2a failed.");
      error.name = "ChunkLoadError";
      const promise = Promise.reject(error);
      promise.catch(() => undefined);
      window.dispatchEvent(
        new PromiseRejectionEvent("unhandledrejection", { promise, reason: error }),
      );
    });

  const reloaded = page.waitForEvent("load");
  await failChunk();
  await reloaded;
  await hydrated(page);
  expect(await isSameDocument(page)).toBe(false);

  // A second failure right after the reload must not reload again (no reload loop). The guard
  // decides at once: a reload would first have written a new record.
  const recordAfterReload = await reloadRecord(page);
  expect(recordAfterReload).not.toBeNull();
  await markDocument(page);
  await failChunk();
  expect(await reloadRecord(page)).toBe(recordAfterReload);
  expect(await isSameDocument(page)).toBe(true);
});
