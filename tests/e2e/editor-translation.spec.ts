import { expect, test } from "@playwright/test";

import { signInAsEditor } from "./support/editor";

test.describe("an editor starts and resets the translation of a page", () => {
  test("from the toolbar: state, start, refresh after a reload, reset", async ({
    context,
    page,
  }) => {
    await signInAsEditor(context);
    await page.goto("/en/company/about-us");
    const toolbar = page.getByRole("complementary", { name: "Editor toolbar" });
    const overall = toolbar.getByTestId("translation-overall");
    // German is translated, French only marked: overall "Marked for translation" (spec 000 §4).
    await expect(overall).toHaveText("Marked for translation");
    await expect(toolbar.locator("tr[data-language=de]")).toContainText("Translated");
    await expect(toolbar.locator("tr[data-language=fr]")).toContainText("Marked for translation");

    await toolbar.getByRole("button", { name: "Start translation" }).click();
    await expect(overall).toHaveText("In progress");
    await expect(toolbar.locator("tr[data-language=fr]")).toContainText("In progress");

    // Kept by the translation service, not by the page.
    await page.reload();
    await expect(overall).toHaveText("In progress");
    await toolbar.getByRole("button", { name: "Refresh" }).click();
    await expect(overall).toHaveText("In progress");

    await toolbar.getByRole("button", { name: "Reset translation" }).click();
    await expect(overall).toHaveText("Marked for translation");
    await expect(toolbar.locator("tr[data-language=de]")).toContainText("Marked for translation");

    // Pages of the catalogue have no translation state here.
    await page.goto("/en/products");
    await expect(toolbar.getByText("Only content pages are translated here.")).toBeVisible();
  });

  test("the translation routes: editors only, content pages only, clear errors", async ({
    browser,
    request,
  }) => {
    expect((await request.get("/api/translation/state/page-home")).status()).toBe(401);
    const editor = await browser.newContext();
    await signInAsEditor(editor);
    const get = (path: string) => editor.request.get(`/api/translation/${path}`);

    const state = await get("state/page-home");
    expect(state.status()).toBe(200);
    expect(await state.json()).toMatchObject({
      pageId: "page-home",
      sourceLanguage: "en",
      overallState: "Translated",
      targetLanguages: expect.arrayContaining([
        expect.objectContaining({ language: "de", translationState: "Translated" }),
      ]),
    });
    const story = await get("state/story-automating-harness-assembly");
    expect(story.status()).toBe(400);
    expect(await story.json()).toMatchObject({ field: "pageId" });
    const unknown = await get("start/page-that-does-not-exist");
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toMatchObject({
      message: "No content page page-that-does-not-exist",
    });
    expect((await get("publish/page-home")).status()).toBe(400);
    expect((await get("state/bad%20id")).status()).toBe(400);
    await editor.close();
  });
});
