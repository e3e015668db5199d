import { expect, test } from "@playwright/test";

test.describe("the preview password gate locks the whole site until a password is accepted", () => {
  test("locked by ?enablePreviewPassword, unlocked with the preview password", async ({
    browser,
    page,
  }) => {
    const locked = await page.goto("/en/company?enablePreviewPassword");
    expect(locked?.status()).toBe(401);
    expect(locked?.headers()["cache-control"]).toContain("no-store");
    await expect(page.getByRole("heading", { level: 1, name: "Protected area" })).toBeVisible();
    // Nothing of the site shows: no navigation.
    await expect(page.getByRole("navigation")).toHaveCount(0);

    // Every page stays locked for this browser.
    await page.goto("/en/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Protected area" })).toBeVisible();

    // Other visitors are not locked out.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    const open = await visitorPage.goto("/en/contact");
    expect(open?.status()).toBe(200);
    await visitor.close();

    const password = page.getByLabel("Password");
    await page.getByRole("button", { name: "Unlock" }).click();
    await expect(page.locator("main form").getByRole("alert")).toHaveText(
      "Please enter a password",
    );
    // The message sits at the field, which is marked, described by it and focused.
    await expect(password).toBeFocused();
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(password).toHaveAccessibleDescription("Please enter a password");
    // Past the route's limit: the general message, before anything is sent.
    await password.fill("x".repeat(201));
    await page.getByRole("button", { name: "Unlock" }).click();
    await expect(password).toHaveAccessibleDescription("Please enter a valid value");
    await password.fill("wrong-password");
    await page.getByRole("button", { name: "Unlock" }).click();
    await expect(page.locator("main form").getByRole("alert")).toHaveText(
      "The password is not correct.",
    );
    await expect(password).toBeFocused();
    await expect(password).toHaveAccessibleDescription("The password is not correct.");

    await password.fill("preview-demo");
    await page.getByRole("button", { name: "Unlock" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Protected area" })).toHaveCount(0);
    await expect(page).toHaveURL(/\/en\/contact$/);
    await expect(page.getByRole("navigation").first()).toBeVisible();
    const unlocked = await page.goto("/en/company");
    expect(unlocked?.status()).toBe(200);
  });

  test("the form is in the visitor's language, and the route validates its body", async ({
    page,
    request,
  }) => {
    await page.goto("/de/company?enablePreviewPassword");
    await expect(
      page.getByRole("heading", { level: 1, name: "Geschützter Bereich" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Entsperren" }).click();
    await expect(page.getByLabel("Passwort")).toHaveAccessibleDescription(
      "Bitte geben Sie ein Passwort ein",
    );
    await page.goto("/de/company?enablePreviewPassword=false");
    await expect(page.getByRole("heading", { level: 1, name: "Geschützter Bereich" })).toHaveCount(
      0,
    );

    const empty = await request.post("/api/preview-password", { data: { password: "" } });
    expect(empty.status()).toBe(400);
    expect(await empty.json()).toEqual({
      error: "Invalid request",
      field: "password",
      message: "Please enter a password",
    });
    const missing = await request.post("/api/preview-password", { data: {} });
    expect(await missing.json()).toMatchObject({ message: "Please enter a password" });
    // The form's rules are the route's: past 200 characters, the general message.
    const tooLong = await request.post("/api/preview-password", {
      data: { password: "x".repeat(201) },
    });
    expect(tooLong.status()).toBe(400);
    expect(await tooLong.json()).toEqual({
      error: "Invalid request",
      field: "password",
      message: "Please enter a valid value",
    });
    const accepted = await request.post("/api/preview-password", {
      data: { password: "preview-demo" },
    });
    expect(accepted.status()).toBe(200);
    expect(accepted.headers()["set-cookie"]).toMatch(/ferrion-preview=.*HttpOnly.*SameSite=lax/i);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the password cannot be sent without the script, so it never lands in the address", async ({
    page,
  }) => {
    await page.goto("/en/company?enablePreviewPassword");
    await page.getByLabel("Password").fill("preview-demo");
    await expect(page.getByRole("button", { name: "Unlock" })).toBeDisabled();
    // A form whose only button is disabled is not sent by Enter either.
    await page.getByLabel("Password").press("Enter");
    await expect(page.getByLabel("Password")).toHaveValue("preview-demo");
    expect(page.url()).not.toContain("preview-demo");
  });
});
