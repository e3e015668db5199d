import { expect, type Page, test } from "@playwright/test";

import { SERVICES_URL } from "../../playwright.config";
import { seedSignedIn } from "./support/signed-in";

/** CSP violations and script errors the page reports, from now on. */
function collectViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("pageerror", (error) => violations.push(error.message));
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

function scriptSources(policy: string | undefined): string {
  return policy?.split("; ").find((directive) => directive.startsWith("script-src")) ?? "";
}

/**
 * The portal's page is opened signed in: signed out, it sends the tab on to the provider's
 * sign-in page once hydrated, and a check made after that reads the provider's page, not ours.
 */
const PAGES: Array<[name: string, path: string, signedInAs?: string]> = [
  ["the home page", "/en"],
  ["a content page", "/en/company/about-us"],
  ["a product page", "/en/products/cutting-stripping/fully-automatic/cs-3100"],
  ["the search page", "/en/search?q=crimp"],
  ["the 404 page", "/en/no-such-page"],
  ["the portal", "/en/mykomax", "customer@example.com"],
  ["the style guide", "/style-guide/buttons"],
  ["a page with a form and its bot-protection script", "/en/support/support-request"],
];

/** Besides its own: the bot protection's script origin (the local stand-in's, unconfigured). */
const BOT_PROTECTION = ` ${SERVICES_URL}`;

for (const [name, path, signedInAs] of PAGES) {
  test(`${name} runs its own inline scripts under a policy without 'unsafe-inline'`, async ({
    page,
  }) => {
    if (signedInAs) await seedSignedIn(page, signedInAs);
    const violations = collectViolations(page);
    const response = await page.goto(path);
    const sources = scriptSources(response?.headers()["content-security-policy"]);
    expect(sources).toMatch(/^script-src 'self'( 'sha256-[\w+/=]+')+ /);
    expect(sources.endsWith(BOT_PROTECTION)).toBe(true);
    expect(sources).not.toContain("unsafe");
    // Hydrated: the page's data arrived through its inline scripts.
    await expect
      .poll(() => page.evaluate(() => Array.isArray((self as { __next_f?: unknown[] }).__next_f)))
      .toBe(true);
    await page.waitForLoadState("networkidle");
    expect(violations).toEqual([]);
  });
}

test("a script injected into a page is refused by the browser", async ({ page }) => {
  // The attack: markup that slipped into a cached page, as a stored XSS would.
  await page.route("**/en/company", async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      "</body>",
      "<script>document.title = 'pwned'</script></body>",
    );
    await route.fulfill({ response, body: html });
  });
  const violations = collectViolations(page);
  await page.goto("/en/company");
  await expect.poll(() => violations.join("\n")).toMatch(/Content Security Policy/);
  expect(await page.title()).not.toBe("pwned");
});

test("a warm page from the page cache carries the hashes of its own scripts", async ({
  request,
}) => {
  const first = await request.get("/en/company/investors");
  const warm = await request.get("/en/company/investors");
  const policy = warm.headers()["content-security-policy"];
  expect(policy).toBe(first.headers()["content-security-policy"]);
  expect(scriptSources(policy)).toMatch(/'sha256-/);
  // Route handlers answer JSON: no inline script is allowed there at all.
  const api = await request.get("/api/health/live");
  expect(scriptSources(api.headers()["content-security-policy"])).toBe(
    `script-src 'self'${BOT_PROTECTION}`,
  );
});
