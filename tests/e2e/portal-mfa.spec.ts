import { expect, type Page, test } from "@playwright/test";
import { TOTP } from "otpauth";

import { SITE_URL } from "../../playwright.config";
import { collectPageProblems, storedIdToken, submitProviderSignIn } from "./support/portal";
import { seedSignedIn } from "./support/signed-in";
import { createOwnAccount } from "./support/test-fixtures";

/**
 * Multi-factor sign-in (issue 29): MFA is set up in the account settings with an authenticator
 * app — played here by the same TOTP library the identity stand-in checks with — and the next
 * sign-in asks for its code after the password. An account of the journey's own, since it
 * changes how the account signs in.
 */

/** The authenticator app: the code it shows `steps` time steps (30 s) from now. */
function app(secret: string, steps = 0) {
  return new TOTP({ secret, digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });
}

/** A 6-digit code that is none of the app's codes of the steps around now. */
function wrongCode(secret: string) {
  const near = new Set(Array.from({ length: 21 }, (_, index) => app(secret, index - 10)));
  let candidate = 100_000;
  while (near.has(String(candidate))) candidate += 1;
  return String(candidate);
}

async function amrOfStoredIdToken(page: Page) {
  const token = (await storedIdToken(page)) ?? "";
  const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"));
  return (payload as { amr?: string[] }).amr;
}

async function signInAgain(page: Page, email: string) {
  await page.goto("/en/mykomax/logout");
  await expect(page).toHaveURL(`${SITE_URL}/en`);
  await page.goto("/en/mykomax");
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await submitProviderSignIn(page, email);
}

test("MFA is set up with an authenticator app, then asked for after the password", async ({
  page,
  request,
}) => {
  const problems = collectPageProblems(page);
  const account = await createOwnAccount(request, "customer@example.com");
  await seedSignedIn(page, account);
  await page.goto("/en/mykomax/account");
  expect(await amrOfStoredIdToken(page)).toEqual(["pwd"]);

  const mfa = page.getByRole("region", { name: "Multi-factor authentication" });
  await expect(mfa).toContainText("Multi-factor authentication is off.");
  await mfa.getByRole("button", { name: "Enable MFA" }).click();
  await expect(mfa.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await mfa.locator("code").textContent()) ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  // Shown is not on: a wrong code keeps it off and says so at the field.
  const code = mfa.getByLabel("6-digit code from the app");
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await expect(code).toHaveAttribute("inputmode", "numeric");
  await code.fill(wrongCode(secret));
  await mfa.getByRole("button", { name: "Confirm" }).click();
  await expect(code).toHaveAccessibleDescription(
    "The code is not right. Enter the code the app shows now.",
  );
  await expect(code).toHaveAttribute("aria-invalid", "true");
  await expect(mfa).toContainText("Multi-factor authentication is off.");
  await code.fill(app(secret));
  await mfa.getByRole("button", { name: "Confirm" }).click();
  await expect(mfa).toContainText(
    "Multi-factor authentication is on. From your next sign-in you will be asked for a code from your app.",
  );
  await expect(mfa.getByRole("button", { name: "Reset MFA" })).toBeVisible();

  // The next sign-in asks for the code after the password.
  await signInAgain(page, account.email);
  await expect(
    page.getByRole("heading", { level: 1, name: "Enter your security code" }),
  ).toBeVisible();
  const field = page.getByLabel("Security code");
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute("autocomplete", "one-time-code");
  await expect(field).toHaveAttribute("inputmode", "numeric");
  await field.fill(wrongCode(secret));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "The code is not right. Enter the code your app shows now.",
  );
  // The app's next code: the one that confirmed the setup counts once, and ±1 step is taken.
  await page.getByLabel("Security code").fill(app(secret, 1));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/en\/mykomax$/);
  await expect(page.getByRole("heading", { name: "Your services" })).toBeVisible();
  expect(await amrOfStoredIdToken(page)).toEqual(["pwd", "otp"]);

  // Reset removes it: the password alone signs in again.
  await page.goto("/en/mykomax/account");
  await mfa.getByRole("button", { name: "Reset MFA" }).click();
  await expect(mfa).toContainText(
    "Multi-factor authentication has been removed. Sign-in asks for your password only until you enable it again.",
  );
  await expect(mfa).toContainText("Multi-factor authentication is off.");
  await signInAgain(page, account.email);
  await expect(page.getByRole("heading", { name: "Your services" })).toBeVisible();
  expect(await amrOfStoredIdToken(page)).toEqual(["pwd"]);
  expect(problems).toEqual([]);
});
