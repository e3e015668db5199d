import crypto from "node:crypto";

import { expect, type Page, test } from "@playwright/test";

import { SERVICES_URL, SITE_URL } from "../../playwright.config";
import { createOwnAccount } from "./support/test-fixtures";

/**
 * The identity stand-in's own pages in a real browser: what a customer sees between the site
 * and the portal. Only the provider is under test (the portal journeys cover the site's side);
 * the demo accounts are shared with the other journeys, so nothing here changes one.
 */
const ISSUER = `${SERVICES_URL}/oidc`;

/** The site's callback request the provider redirects to (whatever the site then shows). */
function siteCallback(page: Page) {
  return page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.origin === SITE_URL && /^\/[a-z]{2}\/callback$/.test(url.pathname);
  });
}

function authorizeUrl(locale: string, uiLocales?: string) {
  const url = new URL(`${ISSUER}/auth`);
  const verifier = crypto.randomBytes(32).toString("base64url");
  Object.entries({
    client_id: "ferrion-web",
    response_type: "code",
    redirect_uri: `${SITE_URL}/${locale}/callback`,
    scope: "openid profile email idm",
    state: crypto.randomBytes(16).toString("base64url"),
    code_challenge: crypto.createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
    ...(uiLocales ? { ui_locales: uiLocales } : {}),
  }).forEach(([key, value]) => url.searchParams.set(key, value));
  return url.href;
}

test("the sign-in page works by keyboard in German and says when the password is wrong", async ({
  page,
}) => {
  await page.goto(authorizeUrl("de", "de"));
  await expect(page.getByRole("heading", { level: 1, name: "Bei mykomax anmelden" })).toBeVisible();
  await expect(page.getByLabel("E-Mail")).toBeFocused();
  await page.keyboard.type("customer@example.com");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Passwort")).toBeFocused();
  await page.keyboard.type("falsch");
  await page.keyboard.press("Enter");

  await expect(page.getByRole("alert")).toHaveText("E-Mail oder Passwort ist falsch.");
  await expect(page.getByLabel("E-Mail")).toHaveValue("customer@example.com");
  await expect(page.getByLabel("Passwort")).toBeFocused();
  await page.keyboard.type("mykomax-demo");
  const callback = siteCallback(page);
  await page.keyboard.press("Enter");

  const url = new URL((await callback).url());
  expect(url.pathname).toBe("/de/callback");
  expect(url.searchParams.get("code")).toBeTruthy();
});

test("after three wrong passwords the sign-in page asks to wait, then takes the right one", async ({
  page,
  request,
}) => {
  // An account of its own: the wait holds every sign-in of the account through this client.
  const account = await createOwnAccount(request, "customer@example.com");
  await page.goto(authorizeUrl("en", "en"));
  const email = page.getByLabel("E-mail");
  const password = page.getByLabel("Password");
  await email.fill(account.email);
  for (const guess of ["guess-1", "guess-2", "guess-3"]) {
    await password.fill(guess);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("Wrong e-mail or password.");
  }

  // Held: even the right password is not checked until the wait is over.
  await password.fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Too many wrong passwords for this account. Please try again in 1 s.",
  );
  await expect(email).toHaveValue(account.email);

  await page.waitForTimeout(1100); // the wait the page names
  await password.fill(account.password);
  const callback = siteCallback(page);
  await page.getByRole("button", { name: "Sign in" }).click();
  expect(new URL((await callback).url()).searchParams.get("code")).toBeTruthy();
});

test("the password page refuses a wrong current password, and Cancel goes back to the site", async ({
  page,
}) => {
  await page.goto(authorizeUrl("en"));
  await page.getByLabel("E-mail").fill("customer@example.com");
  await page.getByLabel("Password").fill("mykomax-demo");
  const callback = siteCallback(page);
  await page.getByRole("button", { name: "Sign in" }).click();
  await callback;

  const back = `${SITE_URL}/en/mykomax/account`;
  await page.route(back, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Account settings</title>" }),
  );
  await page.goto(`${ISSUER}/account/password?return_to=${encodeURIComponent(back)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Change password" })).toBeVisible();
  await page.getByLabel("Current password", { exact: true }).fill("not-my-password");
  await page.getByLabel("New password", { exact: true }).fill("a-new-secret");
  await page.getByLabel("Repeat new password").fill("a-new-secret");
  await expect(page.getByLabel("New password", { exact: true })).toHaveAccessibleDescription(
    "At least 10 characters.",
  );
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("alert")).toHaveText("The current password is wrong.");

  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(back);
  await expect(page).toHaveTitle("Account settings");
});
