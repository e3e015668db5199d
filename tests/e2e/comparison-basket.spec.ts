import { expect, type Page, test } from "@playwright/test";

// Real pages and the real /api/catalogue/comparison over the demo catalogue (local-services/pim):
// the CS 3100 and CS 3300 share "Fully automatic cut & strip machines".
const BASKET_KEY = "ferrion.comparison-basket";
const MEASUREMENT_KEY = "ferrion.measurement-system";
const FULLY_AUTOMATIC = "/en/products/cutting-stripping/fully-automatic";
const CS_3100 = "Ferrion CS 3100 Cut & Strip";
const CS_3300 = "Ferrion CS 3300 Cut & Strip";
const GROUP = "Fully automatic cut & strip machines";

/** Stores what a visitor stored on an earlier visit, once (a reload keeps what the page wrote). */
async function storeBeforeFirstVisit(page: Page, entries: Record<string, unknown>) {
  await page.addInitScript(
    (stored) => {
      if (window.sessionStorage.getItem("seeded")) return;
      for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
      window.sessionStorage.setItem("seeded", "1");
    },
    Object.fromEntries(
      Object.entries(entries).map(([key, value]) => [
        key,
        typeof value === "string" ? value : JSON.stringify(value),
      ]),
    ),
  );
}

const basketOf = (groups: { slug: string; products: [slug: string, variantId: string][] }[]) => ({
  state: {
    groups: groups.map(({ slug, products }) => ({
      slug,
      products: products.map(([productSlug, variantId]) => ({
        key: `${productSlug}:${variantId}`,
        slug: productSlug,
        variantId,
      })),
    })),
  },
  version: 0,
});

/** The two fully automatic machines, first variants: a basket ready to compare. */
const CS_3100_AND_CS_3300 = basketOf([
  {
    slug: "fully-automatic",
    products: [
      ["cs-3100", "1"],
      ["cs-3300", "1"],
    ],
  },
]);

const rowHeaders = (page: Page) =>
  page.getByTestId("comparison-table").locator("tbody th[scope=row]");
const row = (page: Page, name: string) =>
  page
    .getByTestId("comparison-table")
    .locator("tbody tr")
    .filter({ has: page.locator("th", { hasText: name }) });

test("browse to two products, compare them, hide identical values, change a variant, remove one", async ({
  page,
}) => {
  await page.goto("/en/products");
  await page.getByRole("link", { name: "Cutting & stripping", exact: true }).click();
  await page.getByRole("link", { name: GROUP, exact: true }).click();
  await page.getByRole("link", { name: CS_3100 }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(CS_3100);

  await page.getByRole("button", { name: "Add to comparison" }).click();
  await expect(page.getByText(`${CS_3100} is now in your comparison basket.`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Comparison basket, 1 product" })).toBeVisible();

  // The second product of the same classification, through the breadcrumb trail.
  await page
    .getByRole("navigation", { name: /breadcrumb/i })
    .getByRole("link", { name: GROUP })
    .click();
  await page.getByRole("link", { name: CS_3300 }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(CS_3300);
  await page.getByRole("button", { name: "Add to comparison" }).click();
  await expect(page.getByText(`${CS_3300} is now in your comparison basket.`)).toBeVisible();

  await page.getByRole("button", { name: "Comparison basket, 2 products" }).click();
  const panel = page.getByRole("dialog", { name: "Comparison basket" });
  const group = panel.getByRole("region", { name: GROUP });
  await expect(group.getByTestId("basket-entry")).toHaveText([
    new RegExp(CS_3100),
    new RegExp(CS_3300),
  ]);

  await group.getByRole("button", { name: "Compare (2)" }).click();
  const detail = page.getByRole("dialog", { name: "Product comparison" });
  await expect(detail.getByTestId("compared-product")).toHaveText([
    new RegExp(CS_3100),
    new RegExp(CS_3300),
  ]);
  // Throughput, listed twice in the CS 3100's data, is one row; imperial values are left out.
  await expect(rowHeaders(page)).toHaveText([
    "Cross-section≠differs",
    "Wire outer diameter",
    "Wire length",
    "Length accuracy",
    "Stripping length≠differs",
    "Throughput≠differs",
    "Compressed air",
    "Power supply",
    "Weight≠differs",
    "Dimensions (W × D × H)≠differs",
  ]);
  await expect(row(page, "Weight").locator("td")).toHaveText(["95\u00a0kg", "138\u00a0kg"]);
  await expect(row(page, "Throughput").locator("td")).toHaveText([
    "7200\u00a0pcs/h",
    "6500\u00a0pcs/h",
  ]);
  await expect(detail.getByTestId("comparison-table")).not.toContainText(/AWG|\blb\b|psi/);

  const hideIdentical = detail.getByLabel("Hide identical specifications");
  await expect(hideIdentical).toBeEnabled();
  await hideIdentical.check();
  await expect(rowHeaders(page)).toHaveText([
    "Cross-section≠differs",
    "Stripping length≠differs",
    "Throughput≠differs",
    "Weight≠differs",
    "Dimensions (W × D × H)≠differs",
  ]);

  // The long-feed variant has a feed speed; the CS 3300 has none: "not applicable", and it differs.
  await detail.getByLabel(`Variant of ${CS_3100}`).selectOption({ label: "0.13–4 mm², long feed" });
  await expect(row(page, "Cross-section").locator("td").first()).toHaveText("0.13–4\u00a0mm²");
  await expect(row(page, "Feed speed").locator("th")).toHaveText("Feed speed≠differs");
  await expect(row(page, "Feed speed").locator("td").first()).toHaveText("8\u00a0m/s");
  await expect(row(page, "Feed speed").locator("td").nth(1)).toContainText("Not applicable");

  await detail.getByRole("button", { name: `Remove ${CS_3300} from the comparison` }).click();
  await expect(detail.getByTestId("compared-product")).toHaveCount(1);
  await expect(hideIdentical).toBeDisabled();
  // With one product nothing is hidden and nothing differs.
  await expect(rowHeaders(page)).toHaveCount(11);
  await expect(detail.locator("tbody tr[data-differing]")).toHaveCount(0);

  await page.keyboard.press("Escape");
  await expect(detail).toBeHidden();
  await expect(panel.getByTestId("basket-entry")).toHaveText([new RegExp(CS_3100)]);

  // Saved after every change: the changed variant and the removal survive a reload.
  await page.reload();
  await expect(page.getByRole("button", { name: "Comparison basket, 1 product" })).toBeVisible();
  await page.getByRole("button", { name: "Comparison basket, 1 product" }).click();
  await expect(panel.getByLabel(`Variant of ${CS_3100}`).locator("option:checked")).toHaveText(
    "0.13–4 mm², long feed",
  );
});

test("a product already compared is offered again only while it has variants not compared", async ({
  page,
}) => {
  await page.goto(`${FULLY_AUTOMATIC}/cs-3300`);
  const add = page.getByRole("button", { name: "Add to comparison" });
  await add.click();
  await expect(page.getByRole("button", { name: "Comparison basket, 1 product" })).toBeVisible();
  // Two variants: the second can still be added, then the product is fully in the basket.
  await add.click();
  await expect(page.getByRole("button", { name: "Comparison basket, 2 products" })).toBeVisible();
  await expect(page.getByRole("button", { name: "In comparison" })).toBeDisabled();

  // One variant: once it is in the basket it is not offered again.
  await page.goto("/en/products/cutting-stripping/semi-automatic/sl-120");
  await page.getByRole("button", { name: "Add to comparison" }).click();
  await expect(page.getByRole("button", { name: "In comparison" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Comparison basket, 3 products" })).toBeVisible();
});

test("a remembered imperial choice compares imperial values and names imperial variants", async ({
  page,
}) => {
  await storeBeforeFirstVisit(page, {
    [BASKET_KEY]: CS_3100_AND_CS_3300,
    [MEASUREMENT_KEY]: { state: { choice: "Imperial" }, version: 0 },
  });
  await page.goto("/en");
  await page.getByRole("button", { name: "Comparison basket, 2 products" }).click();
  await page.getByRole("button", { name: "Compare (2)" }).click();
  const detail = page.getByRole("dialog", { name: "Product comparison" });
  await expect(row(page, "Weight").locator("td")).toHaveText(["209\u00a0lb", "304\u00a0lb"]);
  await expect(row(page, "Cross-section").locator("td")).toHaveText([
    "30–10\u00a0AWG",
    "26–8\u00a0AWG",
  ]);
  await expect(detail.getByTestId("comparison-table")).not.toContainText(/mm|kg|bar/);
  await expect(detail.getByLabel(`Variant of ${CS_3100}`).locator("option:checked")).toHaveText(
    "30–10 AWG",
  );
});

test("the Compare button appears only once the products' details are in", async ({ page }) => {
  await storeBeforeFirstVisit(page, {
    [BASKET_KEY]: CS_3100_AND_CS_3300,
  });
  // The details are held back until the panel has been checked without them.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/catalogue/comparison?**", async (route) => {
    await released;
    await route.continue();
  });
  await page.goto("/en");
  await page.getByRole("button", { name: "Comparison basket, 2 products" }).click();
  const panel = page.getByRole("dialog", { name: "Comparison basket" });
  await expect(panel.getByTestId("basket-entry")).toHaveCount(2);
  // Before the details, thumbnails and variant choices would still push the button down.
  await expect(panel.getByRole("button", { name: /^Compare/ })).toHaveCount(0);

  release();
  await expect(panel.getByLabel(`Variant of ${CS_3100}`)).toBeVisible();
  await panel.getByRole("button", { name: "Compare (2)" }).click();
  await expect(
    page.getByRole("dialog", { name: "Product comparison" }).getByTestId("compared-product"),
  ).toHaveText([new RegExp(CS_3100), new RegExp(CS_3300)]);
});

test("removing the last product of a group removes the group", async ({ page }) => {
  await storeBeforeFirstVisit(page, {
    [BASKET_KEY]: basketOf([
      { slug: "fully-automatic", products: [["cs-3100", "1"]] },
      { slug: "crimp-presses", products: [["cp-20", "1"]] },
    ]),
  });
  await page.goto("/en");
  await page.getByRole("button", { name: "Comparison basket, 2 products" }).click();
  const panel = page.getByRole("dialog", { name: "Comparison basket" });
  await expect(panel.getByTestId("basket-group")).toHaveCount(2);
  await expect(panel.getByRole("region", { name: "Crimp presses" })).toBeVisible();
  await panel.getByRole("button", { name: `Remove ${CS_3100} from the comparison` }).click();
  await expect(panel.getByRole("region", { name: GROUP })).toHaveCount(0);
  await expect(panel.getByTestId("basket-group")).toHaveCount(1);
  await panel
    .getByRole("button", { name: "Remove Ferrion CP 20 Crimp Press from the comparison" })
    .click();
  await expect(panel.getByText(/Your comparison basket is empty/)).toBeVisible();
});

test("a corrupted stored basket is reset to empty and logged; the page keeps working", async ({
  page,
}) => {
  const warnings: string[] = [];
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await storeBeforeFirstVisit(page, { [BASKET_KEY]: { state: { groups: [{ slug: 5 }] } } });
  await page.goto(`${FULLY_AUTOMATIC}/cs-3100`);
  await page.getByRole("button", { name: "Comparison basket, empty" }).click();
  await expect(
    page
      .getByRole("dialog", { name: "Comparison basket" })
      .getByText(/Your comparison basket is empty/),
  ).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Add to comparison" }).click();
  await expect(page.getByRole("button", { name: "Comparison basket, 1 product" })).toBeVisible();
  expect(warnings.some((text) => text.includes("comparison basket could not be read"))).toBe(true);
  expect(errors).toEqual([]);
});

// Spec 000 §5: the basket is shared by every locale, but a country locale compares only what its
// country is offered. The Strixa EcoCut 360's supported countries leave out the US.
test("a product added on an international page is not offered in the US, and the US comparison leaves it out", async ({
  page,
}) => {
  const ECOCUT = "Strixa EcoCut 360";
  await page.goto(`${FULLY_AUTOMATIC}/ecocut-360`);
  await page.getByRole("button", { name: "Add to comparison" }).click();
  await expect(page.getByRole("button", { name: "Comparison basket, 1 product" })).toBeVisible();
  await page.goto(`${FULLY_AUTOMATIC}/cs-3100`);
  await page.getByRole("button", { name: "Add to comparison" }).click();
  // The international page has no country: both are compared.
  await page.getByRole("button", { name: "Comparison basket, 2 products" }).click();
  const panel = page.getByRole("dialog", { name: "Comparison basket" });
  await expect(panel.getByRole("button", { name: "Compare (2)" })).toBeVisible();
  await expect(panel).not.toContainText("Not offered");

  await page.goto("/en-us");
  await page.getByRole("button", { name: "Comparison basket, 2 products" }).click();
  const group = panel.getByRole("region", { name: GROUP });
  const entries = group.getByTestId("basket-entry");
  await expect(entries).toHaveText([new RegExp(ECOCUT), new RegExp(CS_3100)]);
  await expect(entries.filter({ hasText: ECOCUT })).toContainText("Not offered in your country");
  await expect(entries.filter({ hasText: CS_3100 })).not.toContainText("Not offered");

  await group.getByRole("button", { name: "Compare (1)" }).click();
  const detail = page.getByRole("dialog", { name: "Product comparison" });
  await expect(detail.getByTestId("compared-product")).toHaveText([new RegExp(CS_3100)]);
  await expect(
    detail.getByText("1 product is not offered in your country and not compared."),
  ).toBeVisible();
  await page.keyboard.press("Escape");

  // It can still be removed there.
  await panel.getByRole("button", { name: `Remove ${ECOCUT} from the comparison` }).click();
  await expect(entries).toHaveText([new RegExp(CS_3100)]);
  await expect(page.getByRole("button", { name: "Comparison basket, 1 product" })).toBeVisible();
});
