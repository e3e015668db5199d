import { expect, test } from "@playwright/test";

test.describe("an editor signs in, sees a draft, switches back and logs out", () => {
  test("wrong then right password, DRAFT and back, log out", async ({ page, context }) => {
    await page.goto("/en/editor");
    await expect(page.getByRole("heading", { level: 1, name: "Editor area" })).toBeVisible();
    const password = page.getByLabel("Editor password");

    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.locator("main form").getByRole("alert")).toHaveText(
      "Please enter a password",
    );
    await expect(password).toBeFocused();
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(password).toHaveAccessibleDescription("Please enter a password");

    await password.fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.locator("main form").getByRole("alert")).toHaveText(
      "The password is not correct.",
    );
    await expect(page.locator("form[data-wrong-password=true]")).toBeVisible();
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(password).toBeFocused();

    await password.fill("editor-demo");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("You are signed in as an editor.")).toBeVisible();
    const cookie = (await context.cookies()).find((entry) => entry.name === "ferrion-editor");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    // 90 days (spec 000 §9), give or take the test's own duration.
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(89.9 * 86_400);
    // The editor area lists every navigation item, hidden ones marked.
    await expect(
      page.locator("li[data-hidden=true]", { hasText: "Graduate programme" }),
    ).toBeVisible();

    await page.goto("/en/company/about-us");
    const toolbar = page.getByRole("complementary", { name: "Editor toolbar" });
    await expect(toolbar.getByTestId("editor-stage")).toHaveText("Published");
    await expect(
      page.getByRole("heading", { name: "We make wires ready for their job" }),
    ).toBeVisible();

    await toolbar.getByRole("link", { name: "Show draft" }).click();
    await expect(toolbar.getByTestId("editor-stage")).toHaveText("Draft");
    await expect(
      page.getByRole("heading", { name: "Fifty years of making wires ready for their job" }),
    ).toBeVisible();
    // The stage is remembered from page to page, and reaches pages visitors cannot see.
    await page.goto("/en/careers/graduate-programme");
    await expect(
      page.getByRole("heading", { name: "Three sites, three teams, one start" }),
    ).toBeVisible();
    await expect(toolbar.getByText("Not published yet")).toBeVisible();

    await page.goto("/en/company/about-us");
    await toolbar.getByRole("link", { name: "Show published" }).click();
    await expect(toolbar.getByTestId("editor-stage")).toHaveText("Published");
    await expect(
      page.getByRole("heading", { name: "We make wires ready for their job" }),
    ).toBeVisible();

    await toolbar.getByRole("button", { name: "Log out" }).click();
    await expect(toolbar).toBeHidden();
    expect((await context.cookies()).map((entry) => entry.name)).not.toContain("ferrion-editor");
    await page.goto("/en/company/about-us?stage=DRAFT");
    await expect(
      page.getByRole("heading", { name: "We make wires ready for their job" }),
    ).toBeVisible();
    await expect(page.getByText("Fifty years of making wires ready")).toHaveCount(0);
  });

  test("a forged or expired editor cookie is ignored and cleared, never showing a draft", async ({
    context,
    page,
  }) => {
    for (const value of ["1795000000.forgedforgedforgedforgedforgedforgedforgedfo", "garbage"]) {
      await context.addCookies([{ name: "ferrion-editor", value, domain: "127.0.0.1", path: "/" }]);
      const response = await page.goto("/en/company/about-us?stage=DRAFT");
      expect(response?.status()).toBe(200);
      await expect(
        page.getByRole("heading", { name: "We make wires ready for their job" }),
      ).toBeVisible();
      await expect(page.getByRole("complementary", { name: "Editor toolbar" })).toHaveCount(0);
      expect((await context.cookies()).map((entry) => entry.name)).not.toContain("ferrion-editor");
    }
  });

  test("the authentication route answers { input } and { hash }, and bad bodies with 400", async ({
    request,
  }) => {
    const signIn = await request.post("/api/editor-area-autentication", {
      data: { input: "editor-demo" },
    });
    expect(signIn.status()).toBe(200);
    const { success, hashedPassword } = await signIn.json();
    expect(success).toBe(true);
    expect(hashedPassword).not.toContain("editor-demo");
    expect(signIn.headers()["set-cookie"]).toMatch(
      /ferrion-editor=.*Max-Age=7776000.*HttpOnly.*SameSite=lax/i,
    );

    const check = (hash: string) =>
      request.post("/api/editor-area-autentication", { data: { hash } });
    expect(await (await check(hashedPassword)).json()).toEqual({ success: true });
    expect(await (await check(`${hashedPassword}x`)).json()).toEqual({ success: false });

    for (const [data, field] of [
      [{}, "request"],
      [{ input: 42 }, "request"],
      [{ input: "a", hash: "b" }, "request"],
    ] as const) {
      const response = await request.post("/api/editor-area-autentication", { data });
      expect(response.status()).toBe(400);
      expect(await response.json()).toMatchObject({ error: "Invalid request", field });
    }
    const notJson = await request.post("/api/editor-area-autentication", {
      headers: { "content-type": "application/json" },
      data: "{not json",
    });
    expect(notJson.status()).toBe(400);

    const logOut = await request.delete("/api/editor-area-autentication");
    expect(logOut.status()).toBe(200);
    expect(logOut.headers()["set-cookie"]).toMatch(/ferrion-editor=;/);
  });
});
