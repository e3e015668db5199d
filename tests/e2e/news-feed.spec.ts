import { expect, type Page, test } from "@playwright/test";

const READ_KEY = "ferrion.news-feed-last-read";

function newsButton(page: Page) {
  return page.getByTestId("news-feed-button");
}

test("the news feed opens from the side button, loads more by cursor, and is read after opening", async ({
  page,
}) => {
  await page.goto("/en/company");
  // Never opened: the newest item is unread.
  await expect(page.getByTestId("news-feed-unread-marker")).toBeVisible();
  await expect(newsButton(page)).toHaveAccessibleName("News, new items");

  await newsButton(page).click();
  const panel = page.getByRole("dialog", { name: "News" });
  await expect(panel).toBeVisible();
  const items = panel.getByTestId("news-feed-item");
  await expect(items).toHaveCount(10);
  await expect(items.first()).toContainText("Meet us at Productronica");
  await expect(items.first().locator("time")).toHaveText("November 20, 2026");

  await panel.getByRole("button", { name: "Load more" }).click();
  await expect(items).toHaveCount(20);
  // Focus moves to the first new item, so a keyboard user reads on from there.
  await expect(items.nth(10)).toBeFocused();
  // Items 11 to 20, still newest first, none repeated.
  await expect(items.nth(10)).toContainText("High-voltage testing for aircraft harnesses");
  const dates = await items
    .locator("time")
    .evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
  expect(dates).toEqual([...dates].sort().reverse());
  expect(new Set(dates).size).toBe(20);
  await panel.getByRole("button", { name: "Load more" }).click();
  await expect(items).toHaveCount(27);
  await expect(panel.getByText("You have seen all the news.")).toBeVisible();
  await expect(panel.getByRole("button", { name: "Load more" })).toHaveCount(0);

  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(newsButton(page)).toBeFocused();
  await expect(page.getByTestId("news-feed-unread-marker")).toHaveCount(0);
  await expect(newsButton(page)).toHaveAccessibleName("News");
  expect(await page.evaluate((key) => localStorage.getItem(key), READ_KEY)).toContain(
    '"lastReadId":"news-2026-11-20"',
  );

  await page.reload();
  await expect(newsButton(page)).toHaveAccessibleName("News");
  await expect(page.getByTestId("news-feed-unread-marker")).toHaveCount(0);
});

test("an action:open-news-feed-panel link in a page opens the panel; its links lead on", async ({
  page,
}) => {
  await page.goto("/de/company");
  await page.getByRole("button", { name: "News-Feed öffnen" }).click();
  const panel = page.getByRole("dialog", { name: "Neuigkeiten" });
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId("news-feed-item").first()).toContainText(
    "Besuchen Sie uns an der Productronica",
  );
  await panel.getByRole("link", { name: "Story lesen" }).first().click();
  await expect(page).toHaveURL(/\/de\/stories\/e-mobility-supplier-doubles-output$/);
  await expect(panel).toBeHidden();
});

test("a stored last-read id that is older, or unreadable, shows the marker again", async ({
  page,
}) => {
  await page.addInitScript((key) => {
    const stored = { state: { lastReadId: "news-2026-11-12" }, version: 0 };
    localStorage.setItem(key, JSON.stringify(stored));
  }, READ_KEY);
  await page.goto("/en");
  await expect(page.getByTestId("news-feed-unread-marker")).toBeVisible();

  await page.evaluate((key) => localStorage.setItem(key, "{not json"), READ_KEY);
  await page.reload();
  await expect(page.getByTestId("news-feed-unread-marker")).toBeVisible();
});

test("GET /api/news-feed pages by cursor and refuses bad input with a JSON 400", async ({
  request,
}) => {
  const first = await request.get("/api/news-feed?lang=de");
  expect(first.status()).toBe(200);
  const page1 = (await first.json()) as { items: Array<{ id: string }>; nextCursor: string };
  expect(page1.items).toHaveLength(10);
  const second = await request.get(
    `/api/news-feed?lang=de&after=${encodeURIComponent(page1.nextCursor)}`,
  );
  const page2 = (await second.json()) as { items: Array<{ id: string }> };
  expect(page2.items).toHaveLength(10);
  expect(page2.items.map((item) => item.id)).not.toContain(page1.items[0]?.id);

  for (const [query, field] of [
    ["", "lang"],
    ["lang=xx", "lang"],
    ["lang=<b>", "lang"],
    ["lang=en&after=%3Cscript%3E", "after"],
    [`lang=en&after=${"A".repeat(500)}`, "after"],
    [
      `lang=en&after=${encodeURIComponent(Buffer.from("no-such-item").toString("base64"))}`,
      "after",
    ],
    ["lang=en&cache=sometimes", "cache"],
  ]) {
    const response = await request.get(`/api/news-feed?${query}`);
    expect(response.status(), query).toBe(400);
    expect(await response.json(), query).toMatchObject({ error: "Invalid request", field });
  }
});
