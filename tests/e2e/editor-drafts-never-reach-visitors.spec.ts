import { expect, test } from "@playwright/test";

import { signInAsEditor } from "./support/editor";

const DRAFT_TITLE = "Fine wires, validated processes, cleanroom-ready";
const PUBLISHED_TITLE = "Fine wires, documented processes";

test.describe("a visitor never sees a draft, even right after an editor viewed it", () => {
  test("the page cache and the data cache keep serving the published page", async ({
    browser,
    request,
  }) => {
    const editor = await browser.newContext();
    await signInAsEditor(editor);
    const editorPage = await editor.newPage();
    // Cold: the editor is the first to ask for the page, in the DRAFT stage.
    const drafted = await editorPage.goto("/en/industries/medical?stage=DRAFT");
    expect(drafted?.headers()["cache-control"]).toContain("no-store");
    await expect(editorPage.getByRole("heading", { name: DRAFT_TITLE })).toBeVisible();
    await editorPage.goto("/en/industries/medical");
    await expect(editorPage.getByRole("heading", { name: DRAFT_TITLE })).toBeVisible();

    // Right after: a visitor's browser, twice (render, then the page cache) …
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    for (let visit = 0; visit < 2; visit += 1) {
      await visitorPage.goto("/en/industries/medical");
      await expect(visitorPage.getByRole("heading", { name: PUBLISHED_TITLE })).toBeVisible();
      await expect(visitorPage.getByText(DRAFT_TITLE)).toHaveCount(0);
    }
    // … a URL the page cache has not seen, so the render reads the warm data cache …
    const fresh = await request.get("/en/industries/medical?utm_source=editor-test");
    expect(await fresh.text()).not.toContain(DRAFT_TITLE);
    // … and a visitor asking for the draft outright.
    const asked = await request.get("/en/industries/medical?stage=DRAFT");
    const html = await asked.text();
    expect(html).toContain(PUBLISHED_TITLE);
    expect(html).not.toContain(DRAFT_TITLE);
    expect(html).not.toContain("editor-toolbar");

    // The editor, meanwhile, still sees the draft: nothing published was cached for them either.
    await editorPage.reload();
    await expect(editorPage.getByRole("heading", { name: DRAFT_TITLE })).toBeVisible();
    await editor.close();
    await visitor.close();
  });

  test("draft data routes refuse visitors and serve editors", async ({ browser, request }) => {
    const query = {
      query: '{ contentPages(where: { id: "page-careers-graduates" }) { id title } }',
    };
    const refused = await request.post("/api/hygraph-draft-proxy", { data: query });
    expect(refused.status()).toBe(401);
    expect(await refused.json()).toMatchObject({ error: "Unauthorized" });
    expect((await request.get("/api/site-navigation/editor/site-main?lang=en")).status()).toBe(401);
    expect(
      (await request.get("/api/site-navigation/editor/section/section-x?lang=en")).status(),
    ).toBe(401);
    expect(
      (await request.get("/api/site-navigation/public/site-main?lang=en&stage=DRAFT")).status(),
    ).toBe(403);
    const forged = await request.get("/api/site-navigation/editor/site-main?lang=en", {
      headers: { cookie: "ferrion-editor=1795000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" },
    });
    expect(forged.status()).toBe(403);

    const editor = await browser.newContext();
    await signInAsEditor(editor);
    const drafts = await editor.request.post("/api/hygraph-draft-proxy", { data: query });
    expect(drafts.status()).toBe(200);
    expect(await drafts.json()).toEqual({
      data: { contentPages: [{ id: "page-careers-graduates", title: "Graduate programme" }] },
    });
    expect((await editor.request.post("/api/hygraph-draft-proxy", { data: {} })).status()).toBe(
      400,
    );

    const mutation = await editor.request.post("/api/hygraph-draft-proxy", {
      data: { query: 'mutation { deleteContentPage(where: { id: "page-home" }) { id } }' },
    });
    expect(mutation.status()).toBe(400);
    expect(await mutation.json()).toMatchObject({ field: "query" });

    const navigation = await editor.request.get(
      "/api/site-navigation/editor/site-main?lang=en&stage=DRAFT",
    );
    expect(navigation.status()).toBe(200);
    const body = JSON.stringify(await navigation.json());
    // Hidden items and every country's home item.
    expect(body).toContain("Graduate programme");
    expect(body).toContain("Ferrion Mexico");
    expect(body.match(/"title":"Home"/g)?.length).toBeGreaterThanOrEqual(2);
    await editor.close();
  });
});
