import { expect, test } from "@playwright/test";

import { useOwnStack } from "./support/own-stack";

// A site of its own with PREVIEW_PASSWORD set: the gate is on for every visitor.
const PREVIEW_PASSWORD = "configured-preview";
const stack = useOwnStack({
  portOffset: 111,
  services: "shared",
  site: { env: { PREVIEW_PASSWORD } },
});
const site = stack.siteUrl;

test("PREVIEW_PASSWORD locks every page for every visitor, and only that password opens it", async ({
  page,
  request,
}) => {
  for (const path of ["/en", "/en/company", "/de/products", "/en/no-such-page"]) {
    const response = await request.get(`${site}${path}`);
    expect(response.status(), path).toBe(401);
    expect(response.headers()["cache-control"]).toContain("no-store");
    // The password form (in the locale's language), nothing of the page.
    const html = await response.text();
    expect(html).toContain(`type="password"`);
    expect(html).not.toContain("Sustainability");
  }
  // The query flag cannot switch a configured gate off.
  expect((await request.get(`${site}/en?enablePreviewPassword=false`)).status()).toBe(401);
  const demo = await request.post(`${site}/api/preview-password`, {
    data: { password: "preview-demo" },
  });
  expect(demo.status()).toBe(401);

  await page.goto(`${site}/en/company`);
  await page.getByLabel("Password").fill(PREVIEW_PASSWORD);
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Protected area" })).toHaveCount(0);
  await expect(page.getByRole("navigation").first()).toBeVisible();
  // Still locked for everyone else, even right after (nothing unlocked was cached for them).
  expect((await request.get(`${site}/en/company`)).status()).toBe(401);
});
