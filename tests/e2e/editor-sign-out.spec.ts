import { expect, test } from "@playwright/test";

import { signInAsEditor } from "./support/editor";

test.describe("signing out ends the editor session, also for a copy of its cookie", () => {
  test("a logged-out editor cookie is refused", async ({ browser, context, page }) => {
    await signInAsEditor(context);
    const copied = (await context.cookies()).find((cookie) => cookie.name === "ferrion-editor");
    expect(copied).toBeDefined();

    // Somebody else holds a copy of the cookie (a shared machine, a leaked log) …
    const thief = await browser.newContext();
    await thief.addCookies([{ ...copied!, expires: -1 }]);
    expect((await thief.request.get("/api/translation/state/page-home")).status()).toBe(200);

    // … and the editor logs out from the toolbar.
    await page.goto("/en/company/about-us");
    const toolbar = page.getByRole("complementary", { name: "Editor toolbar" });
    await toolbar.getByRole("button", { name: "Log out" }).click();
    await expect(toolbar).toBeHidden();

    const state = await thief.request.get("/api/translation/state/page-home");
    expect(state.status()).toBe(403);
    expect(await state.json()).toEqual({
      error: "Forbidden",
      message: "The editor session is signed out; sign in again",
    });
    const check = await thief.request.post("/api/editor-area-autentication", {
      data: { hash: copied!.value },
    });
    expect(await check.json()).toEqual({ success: false });

    // Pages show the copy nothing of the editor's: no toolbar, no draft, and the cookie is cleared.
    const thiefPage = await thief.newPage();
    await thiefPage.goto("/en/company/about-us?stage=DRAFT");
    await expect(
      thiefPage.getByRole("heading", { name: "We make wires ready for their job" }),
    ).toBeVisible();
    await expect(thiefPage.getByRole("complementary", { name: "Editor toolbar" })).toHaveCount(0);
    expect((await thief.cookies()).map((cookie) => cookie.name)).not.toContain("ferrion-editor");
    await thief.close();

    // Signing in again opens a new session.
    await signInAsEditor(context);
    expect((await context.request.get("/api/translation/state/page-home")).status()).toBe(200);
  });
});
