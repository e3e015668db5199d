import { expect, test } from "@playwright/test";

import { signInAsEditor } from "./support/editor";

/** A page of another site, served to the browser by the test (it never reaches the network). */
const EVIL = "http://evil.example";
const PAGE_ID = "page-company-investors";

test.describe("another site cannot make a signed-in editor's browser change anything", () => {
  test("a cross-site translation start is refused", async ({ baseURL, context, page }) => {
    await signInAsEditor(context);
    const before = await context.request.get(`/api/translation/state/${PAGE_ID}`);
    expect(before.status()).toBe(200);
    const { overallState } = await before.json();
    expect(overallState).not.toBe("In progress");

    // The attacker's page links to the GET that starts a translation (spec 000 §7); the editor's
    // SameSite=Lax cookie goes along with a link that is followed.
    await context.route(`${EVIL}/**`, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<a href="${baseURL}/api/translation/start/${PAGE_ID}">Win a prize</a>`,
      }),
    );
    await page.goto(`${EVIL}/prize`);
    const [answer] = await Promise.all([
      page.waitForResponse(`${baseURL}/api/translation/start/${PAGE_ID}`),
      page.getByRole("link", { name: "Win a prize" }).click(),
    ]);
    expect(answer.status()).toBe(403);
    expect(await answer.json()).toEqual({
      error: "Forbidden",
      message: "Requests from another site are refused; use this site's own pages",
    });

    const after = await context.request.get(`/api/translation/state/${PAGE_ID}`);
    expect((await after.json()).overallState).toBe(overallState);
  });

  test("sign-in, sign-out and the preview password refuse another site's form", async ({
    request,
  }) => {
    const evil = { origin: EVIL, "sec-fetch-site": "cross-site" };
    for (const [method, path, data] of [
      ["POST", "/api/editor-area-autentication", { input: "editor-demo" }],
      ["DELETE", "/api/editor-area-autentication", undefined],
      ["POST", "/api/preview-password", { password: "preview-demo" }],
    ] as const) {
      const response = await request.fetch(path, { method, data, headers: evil });
      expect(response.status(), `${method} ${path}`).toBe(403);
      expect(response.headers()["set-cookie"]).toBeUndefined();
    }
  });
});
