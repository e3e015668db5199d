import { expect, test } from "@playwright/test";

import { isHydrated } from "./support/hydration";

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

test("cancelling at the provider leads back to the page the sign-in started on, saying so", async ({
  page,
}) => {
  await page.goto("/en/products");
  const banner = page.getByRole("banner");
  await expect.poll(() => isHydrated(banner.getByRole("button", { name: "Log in" }))).toBe(true);
  await banner.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { name: "Sign in to mykomax" })).toBeVisible();
  await page.getByRole("link", { name: "Cancel" }).click();

  await expect(page).toHaveURL(/\/en\/products$/);
  await expect(
    page.getByRole("banner").getByRole("status").filter({ hasText: "Sign-in cancelled" }),
  ).toHaveText("Sign-in cancelled: you are still signed out.");
  await expect(page.getByText("Sign-in failed")).toHaveCount(0);
  // Said once: the next page does not repeat it.
  await page.reload();
  await expect(page.getByRole("banner").getByRole("button", { name: "Log in" })).toBeVisible();
  await expect(page.getByText("Sign-in cancelled")).toHaveCount(0);
});

test("login_required from the provider sends the visitor to sign in again", async ({ page }) => {
  await page.goto("/en/callback?error=login_required&state=s");
  await expect(page.getByRole("heading", { name: "Sign in to mykomax" })).toBeVisible();
});
