import { expect, type Page, test } from "@playwright/test";

import { signInAsEditor } from "./support/editor";
import { englishInterfaceProblems } from "./support/english-interface-check";
import { isHydrated } from "./support/hydration";
import { layoutProblems } from "./support/layout-check";
import { seedSignedIn } from "./support/signed-in";

// Issue 28: every kind of screen fits from a small phone to a desktop, in every language of its
// site — no sideways scrolling, nothing fixed or sticky over what a visitor must read or press —
// and a page in another language shows no English interface text. Each screen loads once per
// language, its texts are read once, and it is measured at every width by resizing the same page.

const SIZES = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 720 },
] as const;
/** The main site's languages; the North America events site speaks English and Spanish. */
const LANGUAGES = ["en", "de", "fr"] as const;
type Language = (typeof LANGUAGES)[number] | "es";

interface Screen {
  name: string;
  /** The address after the language, e.g. "/company/about-us". */
  path: string;
  /** What the screen needs before it is measured: its data, an open dialog. */
  ready?: (page: Page) => Promise<void>;
}

/** Server-rendered pages: measured once React has taken over (the user menu renders then). */
const untilHydrated = (page: Page) =>
  expect.poll(() => isHydrated(page.locator("[data-header-search] input"))).toBe(true);

/** Portal screens load their data in the browser: measured once nothing is loading any more. */
async function untilLoaded(page: Page) {
  const main = page.getByRole("main");
  await expect(main.locator("h1").first()).toBeVisible();
  await expect(main.locator(".animate-spin, .animate-pulse, [aria-busy=true]")).toHaveCount(0);
}

/**
 * Measures each screen in a language at each width, and reads its texts once (they do not change
 * with the width); gives every problem, named.
 */
async function problemsOf(page: Page, language: Language, screens: Screen[]): Promise<string[]> {
  const problems: string[] = [];
  for (const screen of screens) {
    await page.setViewportSize(SIZES[SIZES.length - 1]!);
    // Images keep their boxes while they load (width and height are always set): no need to wait
    // for them.
    await page.goto(`/${language}${screen.path}`, { waitUntil: "domcontentloaded" });
    await (screen.ready ?? untilHydrated)(page);
    for (const problem of await englishInterfaceProblems(page)) {
      problems.push(`${screen.name} (${language}): ${problem}`);
    }
    for (const size of SIZES) {
      await page.setViewportSize(size);
      for (const problem of await layoutProblems(page)) {
        problems.push(`${screen.name} (${language}, ${size.width} px): ${problem}`);
      }
    }
  }
  return problems;
}

// One language a test: a failure names it, and a test stays short on a busy machine.
for (const language of LANGUAGES) {
  test.describe(language, () => {
    test("public pages fit: home, content page, classification, product, story, media releases", async ({
      page,
    }) => {
      const problems = await problemsOf(page, language, [
        { name: "home", path: "" },
        { name: "content page", path: "/company/about-us" },
        { name: "classification", path: "/products/cutting-stripping/fully-automatic" },
        { name: "product", path: "/products/cutting-stripping/fully-automatic/cs-3100" },
        { name: "story", path: "/stories/solar-power-dierikon" },
        { name: "media releases", path: "/media-releases" },
      ]);
      expect(problems, problems.join("\n")).toEqual([]);
    });

    test("public pages fit: search, locations, terms, investors, a form, 404", async ({ page }) => {
      const problems = await problemsOf(page, language, [
        { name: "search results", path: "/search?q=crimp" },
        { name: "locations", path: "/company/locations" },
        { name: "terms", path: "/terms-of-use" },
        { name: "investors", path: "/company/investors" },
        { name: "service request form", path: "/support/service-request" },
        { name: "page not found", path: "/no-such-page" },
      ]);
      expect(problems, problems.join("\n")).toEqual([]);
    });

    test("the comparison modal fits, each value beside its specification", async ({ page }) => {
      await page.addInitScript(() => {
        const entry = (slug: string) => ({ key: `${slug}:1`, slug, variantId: "1" });
        const basket = {
          state: {
            groups: [{ slug: "fully-automatic", products: [entry("cs-3100"), entry("cs-3300")] }],
          },
          version: 0,
        };
        window.localStorage.setItem("ferrion.comparison-basket", JSON.stringify(basket));
      });
      const problems = await problemsOf(page, language, [
        {
          name: "comparison modal",
          path: "/products",
          ready: async (page) => {
            // A click before React took over opens nothing.
            await untilHydrated(page);
            await page.getByTestId("comparison-basket-button").click();
            await page.getByRole("dialog").getByRole("button", { name: /\(2\)/ }).click();
            await expect(page.getByTestId("comparison-table")).toBeVisible();
          },
        },
      ]);
      expect(problems, problems.join("\n")).toEqual([]);
    });

    test("the editor area and a page with the editor toolbar fit", async ({ page, context }) => {
      await signInAsEditor(context);
      const problems = await problemsOf(page, language, [
        { name: "editor area", path: "/editor" },
        {
          name: "content page with the editor toolbar",
          path: "/company/about-us",
          ready: async (page) => {
            await untilHydrated(page);
            await expect(page.getByTestId("editor-toolbar").getByRole("table")).toBeVisible();
          },
        },
      ]);
      expect(problems, problems.join("\n")).toEqual([]);
    });

    test("portal screens fit: dashboard, account, tickets, new ticket, inventory", async ({
      page,
    }) => {
      await seedSignedIn(page, "customer@example.com");
      const problems = await problemsOf(page, language, [
        { name: "dashboard", path: "/mykomax", ready: untilLoaded },
        { name: "account", path: "/mykomax/account", ready: untilLoaded },
        { name: "ticket list", path: "/mykomax/tickets/list", ready: untilLoaded },
        { name: "ticket", path: "/mykomax/tickets/T-100001", ready: untilLoaded },
        { name: "new ticket", path: "/mykomax/tickets/newticket", ready: untilLoaded },
        { name: "inventory", path: "/mykomax/inventory", ready: untilLoaded },
        { name: "old inventory", path: "/mykomax/inventory/old", ready: untilLoaded },
      ]);
      expect(problems, problems.join("\n")).toEqual([]);
    });

    test("portal screens fit: wire flow, product information, parts, orders", async ({ page }) => {
      await seedSignedIn(page, "customer@example.com");
      const problems = await problemsOf(page, language, [
        { name: "wire-flow apps", path: "/mykomax/wire-flow", ready: untilLoaded },
        { name: "product information", path: "/mykomax/product-information", ready: untilLoaded },
        {
          name: "product with its parts",
          path: "/mykomax/product-information/cs-3100",
          ready: untilLoaded,
        },
        {
          name: "product content",
          path: "/mykomax/product-information/CQT-PT-0020/video-1",
          ready: untilLoaded,
        },
        { name: "parts orders", path: "/mykomax/product-information/orders", ready: untilLoaded },
        {
          name: "new parts order",
          path: "/mykomax/product-information/orders/new",
          ready: untilLoaded,
        },
      ]);
      expect(problems, problems.join("\n")).toEqual([]);
    });

    test("portal screens fit: user administration and a user", async ({ page }) => {
      await seedSignedIn(page, "admin@example.com");
      const problems = await problemsOf(page, language, [
        { name: "user administration", path: "/mykomax/user-admin", ready: untilLoaded },
        { name: "user", path: "/mykomax/user-admin/demo-admin", ready: untilLoaded },
      ]);
      expect(problems, problems.join("\n")).toEqual([]);
    });
  });
}

test("a page of a site without side tabs fits, in English and Spanish", async ({ page }) => {
  const events = { name: "a page of the events site", path: "/north-america-events/trade-shows" };
  const problems = [
    ...(await problemsOf(page, "en", [events])),
    ...(await problemsOf(page, "es", [events])),
  ];
  expect(problems, problems.join("\n")).toEqual([]);
});
