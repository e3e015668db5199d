import { expect, test } from "@playwright/test";

import { expectServiceStatuses } from "./support/portal";
import { openDashboardSignedIn } from "./support/signed-in";

test("an internal employee sees the profile read-only, no password change, but may reset MFA", async ({
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

  const mfa = page.getByRole("region", { name: "Multi-factor authentication" });
  const enableOrReset = mfa.getByRole("button", { name: /Enable MFA|Reset MFA/ });
  const label = await enableOrReset.textContent();
  await enableOrReset.click();
  await expect(
    mfa.getByText(
      label?.includes("Enable")
        ? "Multi-factor authentication has been enabled."
        : "Multi-factor authentication has been reset.",
    ),
  ).toBeVisible();
});
