import { expect, type Page, test } from "@playwright/test";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** Opens a page whose scripts wait until the returned function is called, as on a slow phone. */
async function openWithScriptsHeld(page: Page, path: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "commit" });
  // The recorder is a module script: it runs once the HTML is parsed, as a rule before the first
  // paint, and a tap before it is lost. Waiting for it keeps the journey from racing the parser.
  await page.waitForFunction(() => "__ferrionEarlyClicks" in window);
  return release;
}

test("a tap on the menu before the page's scripts ran opens it once they have", async ({
  page,
}) => {
  const releaseScripts = await openWithScriptsHeld(page, "/en");
  const menuButton = page.getByRole("button", { name: "Menu" });
  await menuButton.tap();
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");

  releaseScripts();
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
  // Once: a tap kept before hydration is not made a second time by React's own replay.
  await page.waitForTimeout(500);
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
});

test("two taps before the scripts ran open and close the menu, as they would have", async ({
  page,
}) => {
  const releaseScripts = await openWithScriptsHeld(page, "/en/company");
  const menuButton = page.getByRole("button", { name: "Menu" });
  await menuButton.tap();
  await menuButton.tap();

  releaseScripts();
  await expect(page.locator("html[data-portal-session-read]")).toBeAttached();
  await page.waitForTimeout(500);
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeHidden();
});

test("a tap after hydration opens the menu once, as before", async ({ page }) => {
  await page.goto("/en");
  await expect(page.locator("html[data-portal-session-read]")).toBeAttached();
  // The recorder stops at the mark React leaves on the document when it starts listening
  // (lib/client/early-clicks.ts): a React that no longer leaves it must fail here.
  const reactListens = await page.evaluate(() =>
    Object.keys(document).some((key) => key.startsWith("_reactListening")),
  );
  expect(reactListens).toBe(true);
  const menuButton = page.getByRole("button", { name: "Menu" });
  await menuButton.tap();
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  await page.waitForTimeout(500);
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
});
