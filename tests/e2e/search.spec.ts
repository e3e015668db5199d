import { expect, type Page, test } from "@playwright/test";

/** Types like a visitor, so the search box's debounce and suggestions run as they would. */
async function typeInHeaderSearch(page: Page, text: string) {
  const box = page.getByRole("banner").getByRole("combobox", { name: "Search" });
  await box.click();
  await box.pressSequentially(text, { delay: 40 });
  return box;
}

test.describe("site search", () => {
  test("from the header: suggestions chosen by keyboard, the results page, then the second page", async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy|search/i.test(message.text())) {
        problems.push(message.text());
      }
    });
    await page.goto("/en/company");
    const box = await typeInHeaderSearch(page, "crimp");
    const list = page.getByRole("listbox", { name: "Suggestions" });
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute("aria-expanded", "true");
    const options = list.getByRole("option");
    expect(await options.count()).toBeGreaterThan(1);
    await expect(page.getByRole("banner").getByRole("status")).toContainText("suggestions");

    await box.press("ArrowDown");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
    await box.press("ArrowDown");
    const chosen = options.nth(1);
    await expect(chosen).toHaveAttribute("aria-selected", "true");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "false");
    await expect(box).toHaveAttribute("aria-activedescendant", (await chosen.getAttribute("id"))!);
    await expect(box).toBeFocused();
    const title = (await chosen.textContent())!.trim();
    expect(title).not.toContain("| Ferrion");

    // Enter on a suggestion opens its page.
    await box.press("Enter");
    await expect(page).toHaveURL(/^[^?]*\/en\/(?!search)[a-z0-9/-]+$/);
    await expect.poll(() => page.title()).toContain(title);

    // Enter on what was typed searches for it.
    await box.fill("");
    await typeInHeaderSearch(page, "crimp");
    await expect(list).toBeVisible();
    await box.press("Enter");
    await expect(page).toHaveURL("/en/search?q=crimp");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “crimp”");
    await expect(page).toHaveTitle("Search results for “crimp” | Ferrion");
    await expect(page.locator("meta[name=robots]")).toHaveAttribute("content", /noindex/);
    await expect(page.locator("[data-search-count]")).toContainText(/\d+ results for/);
    await expect(page.locator("[data-search-count]")).toContainText("Page 1 of");
    const results = page.locator("[data-search-results] > li");
    await expect(results).toHaveCount(10);
    const firstLink = results.first().getByRole("link");
    await expect(firstLink).toHaveAttribute("href", /^\/en\//);
    await expect(firstLink).not.toContainText("| Ferrion");
    await expect(page.locator("[data-search-results] em").first()).toBeVisible();
    const firstPageTitles = await results.getByRole("link").allTextContents();

    const pages = page.getByRole("navigation", { name: "Pages of results" });
    await expect(pages.getByText("1", { exact: true })).toHaveAttribute("aria-current", "page");
    await pages.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(page.locator("[data-search-count]")).toContainText("Page 2 of");
    await expect(pages.getByText("2", { exact: true })).toHaveAttribute("aria-current", "page");
    await expect(results.first()).toBeVisible();
    const secondPageTitles = await results.getByRole("link").allTextContents();
    expect(secondPageTitles).not.toEqual(firstPageTitles);
    await expect(pages.getByRole("link", { name: "Previous" })).toBeVisible();

    // A hit leads to its page.
    const hit = results.first().getByRole("link");
    const href = (await hit.getAttribute("href"))!;
    await hit.click();
    await expect(page).toHaveURL(href);
    // No script error and no CSP violation on the way (the box validates with zod's mini build).
    expect(problems).toEqual([]);
  });

  test("the keyboard moves through the list and Escape closes it, then clears the field", async ({
    page,
  }) => {
    await page.goto("/en");
    const box = await typeInHeaderSearch(page, "strip");
    const list = page.getByRole("listbox", { name: "Suggestions" });
    await expect(list.getByRole("option").first()).toBeVisible();
    const count = await list.getByRole("option").count();
    await box.press("ArrowUp");
    await expect(list.getByRole("option").nth(count - 1)).toHaveAttribute("aria-selected", "true");
    await box.press("ArrowDown");
    await expect(box).not.toHaveAttribute("aria-activedescendant");
    await box.press("Escape");
    await expect(list).toBeHidden();
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(box).toHaveValue("strip");
    await box.press("Escape");
    await expect(box).toHaveValue("");
  });

  test("Enter without a chosen suggestion searches for what was typed; a click on one opens its page", async ({
    page,
  }) => {
    await page.goto("/de");
    const box = page.getByRole("banner").getByRole("combobox", { name: "Suche" });
    await box.click();
    await box.pressSequentially("abisol", { delay: 40 });
    await box.press("Enter");
    await expect(page).toHaveURL("/de/search?q=abisol");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Suchergebnisse für „abisol“");
    await expect(page.locator("[data-search-results] em").first()).toHaveText(/abisol/i);

    // The header keeps the last search; select it and type over it.
    await expect(box).toHaveValue("abisol");
    await box.fill("");
    await box.pressSequentially("über", { delay: 40 });
    const option = page.getByRole("option", { name: "Über uns" });
    await option.click();
    await expect(page).toHaveURL("/de/company/about-us");
    await expect(page.getByRole("listbox", { name: "Vorschläge" })).toBeHidden();
  });

  test("on a small screen the search opens below the header", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/en");
    const box = page.getByRole("banner").getByRole("combobox", { name: "Search" });
    await expect(box).toBeHidden();
    await page.getByRole("button", { name: "Open search" }).click();
    await expect(box).toBeFocused();
    await box.pressSequentially("crimp", { delay: 40 });
    await expect(page.getByRole("listbox", { name: "Suggestions" })).toBeVisible();
    await box.press("Enter");
    await expect(page).toHaveURL("/en/search?q=crimp");
    await expect(page.locator("[data-search-results] > li").first()).toBeVisible();
  });

  test("the results page: empty, no results, a query with HTML, and on the events site", async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto("/en/search");
    // Title and description come from the CMS's system page "search".
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search");
    await expect(page).toHaveTitle("Search | Ferrion");
    await expect(page.locator("meta[name=description]")).toHaveAttribute(
      "content",
      /^Search the Ferrion website/,
    );
    await expect(page.getByText("Enter a search term to find pages")).toBeVisible();
    await expect(
      page.getByRole("main").getByRole("searchbox", { name: "Search the site" }),
    ).toBeVisible();

    await page.goto("/en/search?q=qqxxzzyy");
    await expect(page.locator("[data-search-empty]")).toContainText("No results for “qqxxzzyy”.");

    const html = '<img src=x onerror="alert(1)"><script>alert(2)</script>crimp';
    await page.goto(`/en/search?q=${encodeURIComponent(html)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Search results for “${html}”`,
    );
    await expect(page.locator("[data-search-results] > li").first()).toBeVisible();
    await expect(page.locator("main img[src=x]")).toHaveCount(0);
    expect(dialogs).toEqual([]);

    await page.goto(`/en/search?q=${"x".repeat(201)}`);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "Your search term is too long. Use at most 200 characters.",
    );

    await page.goto("/en/search?q=crimp&page=99");
    await expect(page.getByText("There are no results on page 99.")).toBeVisible();

    await page.goto("/en/north-america-events/search?q=wire+expo");
    await expect(
      page.locator("[data-search-results] > li").first().getByRole("link"),
    ).toHaveAttribute("href", "/en/north-america-events/trade-shows/wire-expo-chicago");
  });

  test("result pages stay out of the page cache, so queries cannot push pages out of it", async ({
    request,
  }) => {
    for (let visit = 0; visit < 2; visit++) {
      const response = await request.get("/en/search?q=crimp");
      expect(response.status()).toBe(200);
      expect(response.headers().etag).toBeUndefined();
    }
  });

  test("a path below the results page is the 404 page", async ({ page }) => {
    const response = await page.goto("/en/search/anything");
    expect(response?.status()).toBe(404);
  });
});
