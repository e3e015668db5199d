import { expect, test } from "@playwright/test";

test("a visitor filters the stories by category, reads one and finds its author's other stories", async ({
  page,
}) => {
  const response = await page.goto("/en/stories");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Stories | Ferrion");
  await expect(page.getByRole("heading", { level: 1, name: "Stories" })).toBeVisible();
  await expect(page.getByTestId("story-count")).toHaveText("16 stories");
  // Newest first, six to a page.
  await expect(page.getByTestId("story-card")).toHaveCount(6);
  await expect(page.getByTestId("story-card").first()).toContainText(
    "How an e-mobility supplier doubled its harness output",
  );
  const breadcrumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumbs.getByRole("link", { name: "Stories" })).toHaveAttribute(
    "aria-current",
    "page",
  );

  const filter = page.getByRole("navigation", { name: "Story categories" });
  await filter.getByRole("link", { name: "Technology" }).click();
  await expect(page).toHaveURL(/\/en\/stories\?category=technology$/);
  await expect(filter.getByRole("link", { name: "Technology" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByTestId("story-count")).toHaveText("5 stories");
  for (const card of await page.getByTestId("story-card").all()) {
    await expect(card).toContainText("Technology ·");
  }

  await page.getByRole("link", { name: "Crimp force monitoring, explained" }).click();
  await expect(page).toHaveURL(/\/en\/stories\/crimp-force-monitoring-explained$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Crimp force monitoring, explained",
  );
  await expect(page).toHaveTitle("Crimp force monitoring, explained | Ferrion");
  // The article's modules: its text and its quote.
  await expect(page.getByText(/A crimp press closes in a few hundredths/)).toBeVisible();
  await expect(page.getByText(/A good crimp is invisible/)).toBeVisible();
  await expect(breadcrumbs.getByRole("link")).toHaveText([
    "Home",
    "Stories",
    "Crimp force monitoring, explained",
  ]);
  const contacts = page.getByRole("region", { name: "Contacts" });
  await expect(contacts.getByText("Head of Application Engineering")).toBeVisible();
  await expect(contacts.getByRole("link", { name: "marco.rossi@ferrion.example" })).toHaveAttribute(
    "href",
    "mailto:marco.rossi@ferrion.example",
  );
  await expect(page.getByRole("button", { name: "Share" })).toBeVisible();

  await contacts.getByRole("link", { name: "Marco Rossi" }).click();
  await expect(page).toHaveURL(/\/en\/stories\/contacts\/marco-rossi$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Marco Rossi");
  await expect(page.getByRole("heading", { name: "Stories by Marco Rossi" })).toBeVisible();
  const cards = page.getByTestId("story-card");
  await expect(cards).toHaveCount(4);
  await expect(cards.first()).toContainText("Crimp force monitoring, explained");
  for (const card of await cards.all()) await expect(card).toContainText("Marco Rossi");

  await breadcrumbs.getByRole("link", { name: "Contacts" }).click();
  await expect(page).toHaveURL(/\/en\/stories\/contacts$/);
  await expect(page.getByTestId("story-contact")).toHaveCount(6);
});

test("the story list pages through by URL, and German stories speak German", async ({ page }) => {
  await page.goto("/en/stories?page=3");
  await expect(page.getByTestId("story-card")).toHaveCount(4);
  await expect(page.getByText("Page 3 of 3")).toBeVisible();
  await page.getByRole("link", { name: "Previous page" }).click();
  await expect(page).toHaveURL(/\/en\/stories\?page=2$/);
  await expect(page.getByTestId("story-card")).toHaveCount(6);

  await page.goto("/de/stories?category=people");
  await expect(page.getByTestId("story-count")).toHaveText("3 Stories");
  await expect(
    page.getByRole("link", { name: "Von der Lernenden zur Teamleiterin" }),
  ).toBeVisible();
});

test("unknown stories and authors are 404 pages; odd list parameters still give a list", async ({
  page,
  request,
}) => {
  for (const path of [
    "/en/stories/no-such-story",
    "/en/stories/contacts/no-such-author",
    "/en/stories/crimp-force-monitoring-explained/more",
    "/de/stories/Gross",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      /Page not found|Seite nicht gefunden/,
    );
  }
  for (const [path, count] of [
    ["/en/stories?category=no-such-category", "No stories"],
    ["/en/stories?category=%3Cscript%3E", "No stories"],
    ["/en/stories?page=99", "16 stories"],
    ["/en/stories?page=-4&category=people", "3 stories"],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    await page.goto(path);
    await expect(page.getByTestId("story-count"), path).toHaveText(count);
  }
  await page.goto("/en/stories?page=99");
  await expect(page.getByText("There are no stories on this page.")).toBeVisible();
  await page.getByRole("link", { name: "Go to the first page" }).click();
  await expect(page.getByTestId("story-card")).toHaveCount(6);
});

test("a product page links to its stories", async ({ page }) => {
  await page.goto("/en/products/crimping/crimp-centers/cc-488");
  const stories = page.getByRole("region", { name: "Stories" });
  await stories
    .getByRole("link", { name: "How an e-mobility supplier doubled its harness output" })
    .click();
  await expect(page).toHaveURL(/\/en\/stories\/e-mobility-supplier-doubles-output$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "How an e-mobility supplier doubled its harness output",
  );
});

test("the sitemap lists the story and media-release pages in their languages", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of [
    "/en/stories",
    "/de/stories/contacts/marco-rossi",
    "/en/stories/crimp-force-monitoring-explained",
    "/de/stories/crimp-force-monitoring-explained",
    "/de/media-releases/agm-2026",
  ]) {
    expect(sitemap, path).toContain(`${path}</loc>`);
  }
});

test("?direct= with a story's or a media release's id leads to its page", async ({ request }) => {
  for (const [id, location] of [
    ["story-solar-power-dierikon", "/en/stories/solar-power-dierikon"],
    ["media-release-agm-2026", "/en/media-releases/agm-2026"],
  ]) {
    const response = await request.get(`/en?direct=${id}`, { maxRedirects: 0 });
    expect(response.status(), id).toBe(302);
    expect(new URL(response.headers().location ?? "", "http://x").pathname, id).toBe(location);
  }
});

test("a story and a media release carry their article data for search engines", async ({
  request,
}) => {
  const story = await (await request.get("/en/stories/crimp-force-monitoring-explained")).text();
  expect(story).toContain('"@type":"Article","headline":"Crimp force monitoring, explained"');
  expect(story).toContain('"author":[{"@type":"Person","name":"Marco Rossi"}]');
  const release = await (await request.get("/de/media-releases/agm-2026")).text();
  expect(release).toContain(
    '"@type":"NewsArticle","headline":"Generalversammlung genehmigt alle Anträge"',
  );
});
