import { expect, test } from "@playwright/test";

test("a callback with a forged state is refused", async ({ page }) => {
  await page.goto("/en/callback?code=stolen-code&state=forged-state");
  await expect(page.getByRole("alert").filter({ hasText: "Sign-in failed" })).toContainText(
    "This sign-in answer was refused",
  );
  await expect(page).toHaveURL(/\/en\/callback/);
});

test("the locale-less /callback keeps its query on the way to the visitor's locale", async ({
  page,
}) => {
  await page.goto("/callback?code=stolen-code&state=forged-state");
  await expect(page).toHaveURL(/\/en(-us)?\/callback\?code=stolen-code&state=forged-state$/);
  await expect(page.getByRole("alert").filter({ hasText: "Sign-in failed" })).toContainText(
    "This sign-in answer was refused",
  );
});

test("a callback without code and state names what is missing", async ({ page }) => {
  await page.goto("/en/callback");
  await expect(page.getByRole("alert").filter({ hasText: "Sign-in failed" })).toContainText(
    "The sign-in answer is missing the parameters: code, state.",
  );
  await page.goto("/en/callback?code=x");
  await expect(page.getByRole("alert").filter({ hasText: "Sign-in failed" })).toContainText(
    "missing the parameters: state.",
  );
});

test("a provider error shows the error and its description", async ({ page }) => {
  await page.goto(
    "/en/callback?error=access_denied&error_description=The%20user%20cancelled&state=s",
  );
  const alert = page.getByRole("alert").filter({ hasText: "Sign-in failed" });
  await expect(alert).toContainText("Error: access_denied");
  await expect(alert).toContainText("Description: The user cancelled");
  await expect(page.getByRole("button", { name: "Sign in again" })).toBeVisible();
});

test("login_required from the provider sends the visitor to sign in again", async ({ page }) => {
  await page.goto("/en/callback?error=login_required&state=s");
  await expect(page.getByRole("heading", { name: "Sign in to mykomax" })).toBeVisible();
});
