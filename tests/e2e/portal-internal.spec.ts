import { expect, test } from "@playwright/test";
import { TOTP } from "otpauth";

import { expectServiceStatuses } from "./support/portal";
import { openDashboardSignedIn, seedSignedIn } from "./support/signed-in";
import { createOwnAccount } from "./support/test-fixtures";

test("an internal employee sees the profile read-only, no password change, but MFA", async ({
  page,
}) => {
  await openDashboardSignedIn(page, "internal@example.com");
  await expectServiceStatuses(page, {
    "Service tickets": "Active",
    Inventory: "Active",
    "User administration": "Active",
    "Wire-flow apps": "Not registered",
    "Direct service": "Not registered",
    "Wire master": "Not registered",
    "Master data": "Not registered",
    "Learning hub": "Not registered",
    "Product information": "Not registered",
  });

  await page.goto("/en/mykomax/account");
  await expect(page.getByRole("heading", { level: 1, name: "Account settings" })).toBeVisible();
  await expect(
    page.getByText("As an internal employee you cannot change your account data in the portal."),
  ).toBeVisible();
  await expect(page.getByRole("textbox")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Save profile" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Change password" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Delete account" })).toHaveCount(0);

  // MFA is offered (setting it up and resetting it: tests/e2e/portal-mfa.spec.ts); cancelling
  // the setup leaves the shared demo account as it was.
  const mfa = page.getByRole("region", { name: "Multi-factor authentication" });
  await expect(mfa).toContainText("Multi-factor authentication is off.");
  await mfa.getByRole("button", { name: "Enable MFA" }).click();
  await expect(mfa.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  await mfa.getByRole("button", { name: "Cancel" }).click();
  await expect(mfa.getByRole("button", { name: "Enable MFA" })).toBeVisible();
  await expect(mfa).toContainText("Multi-factor authentication is off.");
});

test("an internal employee may reset MFA", async ({ page, request }) => {
  const account = await createOwnAccount(request, "internal@example.com");
  await seedSignedIn(page, account);
  await page.goto("/en/mykomax/account");
  const mfa = page.getByRole("region", { name: "Multi-factor authentication" });
  await mfa.getByRole("button", { name: "Enable MFA" }).click();
  const secret = (await mfa.locator("code").textContent()) ?? "";
  await mfa
    .getByLabel("6-digit code from the app")
    .fill(new TOTP({ secret, digits: 6, period: 30 }).generate());
  await mfa.getByRole("button", { name: "Confirm" }).click();
  await expect(mfa).toContainText("Multi-factor authentication is on.");

  await mfa.getByRole("button", { name: "Reset MFA" }).click();
  await expect(mfa).toContainText("Multi-factor authentication has been removed.");
  await expect(mfa.getByRole("button", { name: "Enable MFA" })).toBeVisible();
});
