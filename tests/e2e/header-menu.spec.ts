import { expect, type Locator, type Page, test } from "@playwright/test";

/** Presses Tab until the target has focus; fails when it is not reached within a page's worth. */
async function tabTo(page: Page, target: Locator, maxPresses = 80) {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

/** The colours of the header's bar and of its main navigation, as a visitor sees them. */
async function headerColours(page: Page) {
  const background = (locator: Locator) =>
    locator.evaluate((element) => getComputedStyle(element).backgroundColor);
  return {
    header: await background(page.locator("[data-site-header]")),
    navigation: await background(page.getByRole("navigation", { name: "Main navigation" })),
  };
}

test.describe("on a desktop", () => {
  test("the Industries mega menu shows its quick links, reached by keyboard", async ({ page }) => {
    await page.goto("/en");
    const navigation = page.getByRole("navigation", { name: "Main navigation" });
    const quickLinks = navigation.getByRole("list", { name: "Quick links" });
    await expect(quickLinks).toBeHidden();

    await tabTo(page, navigation.getByRole("link", { name: "Industries", exact: true }));
    await expect(quickLinks).toBeVisible();
    await expect(navigation.getByRole("link", { name: "Automotive", exact: true })).toBeVisible();
    const expert = quickLinks.getByRole("link", { name: "Talk to an industry expert" });
    await tabTo(page, expert);
    await expect(expert).toBeVisible();
    await expect(expert).toHaveCSS("outline-style", "solid");
    await expect(quickLinks.getByRole("link", { name: "E-mobility" })).toHaveAttribute(
      "href",
      "/en/industries/automotive/e-mobility",
    );
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/en\/contact$/);
  });

  test("the Company mega menu shows its teaser card, and loads its image only when opened", async ({
    page,
  }) => {
    const imageRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("sustainability-solar")) imageRequests.push(request.url());
    });
    await page.goto("/en/careers");
    const navigation = page.getByRole("navigation", { name: "Main navigation" });
    const card = navigation.locator("[data-menu-teaser-card]");
    await expect(card).toBeHidden();
    expect(imageRequests).toEqual([]);

    await navigation.getByRole("link", { name: "Company", exact: true }).hover();
    await expect(card).toBeVisible();
    await expect(card.getByText("Half the emissions by 2030")).toBeVisible();
    await expect(card.getByText(/Solar power on our roofs/)).toBeVisible();
    const image = card.locator("img");
    await expect(image).toHaveAttribute("loading", "lazy");
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(imageRequests.length).toBeGreaterThan(0);

    const target = card.getByRole("link", { name: "Our sustainability targets" });
    await tabTo(page, target);
    await expect(target).toHaveCSS("outline-style", "solid");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/en\/company\/sustainability$/);
  });

  test("the Expertise mega menu shows the Strixa marketing section at 304x52", async ({ page }) => {
    await page.goto("/en");
    const navigation = page.getByRole("navigation", { name: "Main navigation" });
    const marketing = navigation.locator("[data-menu-marketing]");
    await expect(marketing).toBeHidden();

    await tabTo(page, navigation.getByRole("link", { name: "Expertise", exact: true }));
    const logo = marketing.getByRole("img", { name: "Strixa logo" });
    await expect(logo).toBeVisible();
    expect(await logo.boundingBox()).toMatchObject({ width: 304, height: 52 });
    // Dark_White, the default: dark text on white.
    await expect(marketing).toHaveCSS("background-color", "rgb(255, 255, 255)");
    const discover = marketing.getByRole("link", { name: "Discover Strixa stripping machines" });
    await tabTo(page, discover);
    await expect(discover).toBeVisible();
    await expect(discover).toHaveAttribute("href", "https://www.strixa.example/stripping-machines");
  });
});

test.describe("header options of a page", () => {
  test("a page with a hidden header shows no header, its neighbours do", async ({ page }) => {
    await page.goto("/en/north-america-events/trade-shows");
    await expect(page.getByRole("banner")).toBeVisible();

    await page.goto("/en/north-america-events/trade-shows/wire-expo-chicago");
    await expect(
      page.getByRole("heading", { level: 1, name: "Wire Expo Chicago 2027" }),
    ).toBeVisible();
    await expect(page.locator("[data-site-header]")).toBeHidden();
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  test("a page with the Copper header theme shows the header in Copper, and others do not", async ({
    page,
  }) => {
    await page.goto("/en/company");
    // Default: white bar, navy navigation.
    expect(await headerColours(page)).toEqual({
      header: "rgb(255, 255, 255)",
      navigation: "rgb(11, 31, 58)",
    });

    await page.goto("/en/company/sustainability");
    // Copper: cream bar, dark brown navigation.
    expect(await headerColours(page)).toEqual({
      header: "rgb(255, 250, 245)",
      navigation: "rgb(74, 42, 16)",
    });

    // Leaving the page in the browser, without a reload, takes the theme along.
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Careers", exact: true })
      .click();
    await expect(page).toHaveURL(/\/en\/careers$/);
    await expect.poll(async () => (await headerColours(page)).navigation).toBe("rgb(11, 31, 58)");
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("an item's disclosure shows its sections, teaser card and marketing section", async ({
    page,
  }) => {
    await page.goto("/en");
    await page.getByRole("button", { name: "Menu" }).click();
    const navigation = page.getByRole("navigation", { name: "Main navigation" });

    const quickLinks = navigation.getByRole("list", { name: "Quick links" });
    await expect(quickLinks).toBeHidden();
    await navigation.getByRole("button", { name: "Pages under Industries" }).click();
    await expect(
      quickLinks.getByRole("link", { name: "Talk to an industry expert" }),
    ).toBeVisible();

    await navigation.getByRole("button", { name: "Pages under Expertise" }).click();
    await expect(navigation.getByRole("img", { name: "Strixa logo" })).toBeVisible();

    await navigation.getByRole("button", { name: "Pages under Company" }).click();
    const target = navigation.getByRole("link", { name: "Our sustainability targets" });
    await expect(target).toBeVisible();
    await target.click();
    await expect(page).toHaveURL(/\/en\/company\/sustainability$/);
    await expect(navigation).toBeHidden();
  });
});
