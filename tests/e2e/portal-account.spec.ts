import { expect, test } from "@playwright/test";

import { SITE_URL } from "../../playwright.config";
import { collectPageProblems, submitProviderSignIn, userMenuButton } from "./support/portal";
import { openDashboardSignedIn, seedSignedIn } from "./support/signed-in";
import { createOwnAccount } from "./support/test-fixtures";

test("a profile edit is saved and seen after a new sign-in", async ({ page, request }) => {
  const problems = collectPageProblems(page);
  // Renamed below: an account of this journey's own, so no other journey sees "Adrian".
  const account = await createOwnAccount(request, "admin@example.com");
  await openDashboardSignedIn(page, account);
  await userMenuButton(page, "Adam Admin").click();
  await page.getByRole("menuitem", { name: "Account settings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Account settings" })).toBeVisible();

  const profile = page.getByRole("region", { name: "Profile" });
  const firstName = profile.getByLabel("First name");
  await expect(firstName).toHaveValue("Adam");
  // Required fields are checked before anything is sent.
  await firstName.fill(" ");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Please enter your first name")).toBeVisible();
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAttribute("aria-invalid", "true");
  await expect(firstName).toHaveAccessibleDescription("Please enter your first name");

  // Every message of spec 001 §5 at its field; the focus goes to the first wrong one.
  const lastName = profile.getByLabel("Last name");
  const country = profile.getByLabel("Country");
  const language = profile.getByLabel("Language");
  await firstName.fill("Adrian");
  await lastName.fill("");
  await country.selectOption("");
  await language.selectOption("");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(lastName).toBeFocused();
  await expect(lastName).toHaveAccessibleDescription("Please enter your last name");
  await expect(country).toHaveAccessibleDescription("Please select a country");
  await expect(language).toHaveAccessibleDescription("Please select a language");
  await expect(firstName).not.toHaveAttribute("aria-invalid");

  await lastName.fill("Admin");
  await country.selectOption({ label: "Switzerland" });
  await language.selectOption({ label: "German" });
  await expect(lastName).not.toHaveAttribute("aria-invalid");
  await expect(country).not.toHaveAttribute("aria-invalid");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Your profile has been saved.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Change password" })).toHaveAttribute(
    "href",
    /\/oidc\/account\/password\?return_to=/,
  );

  // The new name comes with the next sign-in's ID token.
  await page.goto("/en/mykomax/logout");
  await expect(page).toHaveURL(/\/en$/);
  await page.goto("/en/mykomax");
  await submitProviderSignIn(page, account.email);
  await expect(page.getByText("Welcome, Adrian Admin")).toBeVisible();
  await expect(userMenuButton(page, "Adrian Admin")).toHaveText("AA");
  await page.goto("/en/mykomax/account");
  await expect(profile.getByLabel("First name")).toHaveValue("Adrian");
  await expect(profile.getByLabel("Country")).toHaveValue("CH");
  await expect(profile.getByLabel("Language")).toHaveValue("de");

  // Deleting asks first; cancelling keeps the account.
  await page.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  // The account API on the identity origin passes the CSP without a script error.
  expect(problems).toEqual([]);
});

test("a deleted account is logged out and cannot sign in again", async ({ page, request }) => {
  // Deleted below: an account of this journey's own.
  const account = await createOwnAccount(request, "new@example.com");
  await seedSignedIn(page, account);
  await page.goto("/en/mykomax/account");
  await expect(page.getByRole("heading", { level: 1, name: "Account settings" })).toBeVisible();
  await page.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toContainText(account.email);
  await dialog.getByRole("button", { name: "Yes, delete my account" }).click();
  await expect(page).toHaveURL(`${SITE_URL}/en`);
  await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();

  await page.goto("/en/mykomax");
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await submitProviderSignIn(page, account.email);
  await expect(page.getByText("Wrong e-mail or password.")).toBeVisible();
});

test("the password is changed on the identity site, which returns to the account settings", async ({
  page,
  request,
}) => {
  // A new password below: an account of this journey's own.
  const account = await createOwnAccount(request, "admin@example.com");
  await seedSignedIn(page, account);
  await page.goto("/en/mykomax/account");
  await expect(page.getByRole("heading", { level: 1, name: "Account settings" })).toBeVisible();
  await page.getByRole("link", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/oidc\/account\/password\?/);
  await page.getByLabel("Current password").fill(account.password);
  await page.getByLabel("New password", { exact: true }).fill("a-longer-secret-1");
  await page.getByLabel("Repeat new password").fill("a-longer-secret-1");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveURL(`${SITE_URL}/en/mykomax/account`);
  await expect(page.getByRole("heading", { level: 1, name: "Account settings" })).toBeVisible();

  await page.goto("/en/mykomax/logout");
  await expect(page).toHaveURL(`${SITE_URL}/en`);
  await page.goto("/en/mykomax");
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await submitProviderSignIn(page, account.email, "a-longer-secret-1");
  await expect(page.getByRole("heading", { name: "Your services" })).toBeVisible();
});
