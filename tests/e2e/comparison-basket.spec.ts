import { expect, type Page, test } from "@playwright/test";

// The basket is seeded in local storage and the product data answered in the browser, so this
// journey runs without the catalogue pages. When they land, extend it: start on a product page,
// use "Add to comparison" there and drop the routed answer below for the real one.
const BASKET_KEY = "ferrion.comparison-basket";

const spec = (name: string, value: string, unit: string | null, system = "Metric") => ({
  name,
  value,
  unit,
  measurementSystem: system,
});

const PRODUCTS = [
  {
    id: "FER-CS-3100",
    slug: "stripper-3100",
    name: "Stripper 3100",
    route: "/products/cutting-stripping/stripper-3100",
    images: [],
    classification: { slug: "cutting-stripping", name: "Cutting and stripping" },
    variants: [
      {
        id: "FER-CS-3100_1",
        nameMetric: "3100 / 6 mm²",
        nameImperial: "3100 / 10 AWG",
        specifications: [
          spec("Cross-section max.", "6", "mm²"),
          spec("Cross-section max.", "10", "AWG", "Imperial"),
        ],
      },
      {
        id: "FER-CS-3100_2",
        nameMetric: "3100 / 16 mm²",
        nameImperial: "3100 / 6 AWG",
        specifications: [
          spec("Cross-section max.", "16", "mm²"),
          spec("Cross-section max.", "6", "AWG", "Imperial"),
        ],
      },
    ],
    specifications: [
      spec("Supply voltage", "230", "V"),
      spec("Supply voltage", "230", "V"),
      spec("Weight", "18", "kg"),
      spec("Weight", "39.7", "lb", "Imperial"),
      spec("Supply voltage", "230", "V", "Imperial"),
    ],
  },
  {
    id: "FER-CS-200",
    slug: "cutter-200",
    name: "Cutter 200",
    route: "/products/cutting-stripping/cutter-200",
    images: [],
    classification: { slug: "cutting-stripping", name: "Cutting and stripping" },
    variants: [
      {
        id: "FER-CS-200_1",
        nameMetric: "200",
        nameImperial: "200",
        specifications: [
          spec("Cross-section max.", "6", "mm²"),
          spec("Cross-section max.", "10", "AWG", "Imperial"),
        ],
      },
    ],
    specifications: [spec("Supply voltage", "230", "V"), spec("Blade life", "500000", "cuts")],
  },
];

async function seed(page: Page, basket: unknown, extra: Record<string, string> = {}) {
  await page.addInitScript(
    ([key, value, more]) => {
      if (window.sessionStorage.getItem("seeded")) return;
      window.localStorage.setItem(key, value);
      for (const [k, v] of Object.entries(more)) window.localStorage.setItem(k, v);
      window.sessionStorage.setItem("seeded", "1");
    },
    [BASKET_KEY, JSON.stringify(basket), extra] as const,
  );
  await page.route("**/api/catalogue/comparison?*", (route) => {
    const slugs = new URL(route.request().url()).searchParams.get("slugs")?.split(",") ?? [];
    return route.fulfill({
      json: { products: PRODUCTS.filter((product) => slugs.includes(product.slug)) },
    });
  });
}

const TWO_PRODUCTS = {
  state: {
    groups: [
      {
        slug: "cutting-stripping",
        products: [
          { key: "stripper-3100:1", slug: "stripper-3100", variantId: "1" },
          { key: "cutter-200:1", slug: "cutter-200", variantId: "1" },
        ],
      },
    ],
  },
  version: 0,
};

test("the basket panel lists a stored basket by classification; the detail compares by the §5 rules", async ({
  page,
}) => {
  await seed(page, TWO_PRODUCTS);
  await page.goto("/en");
  await expect(page.locator("html")).toHaveAttribute("data-measurement", "Metric");
  const opener = page.getByRole("button", { name: "Comparison basket, 2 products" });
  await opener.click();
  const panel = page.getByRole("dialog", { name: "Comparison basket" });
  await expect(panel.getByRole("region", { name: "Cutting and stripping" })).toBeVisible();
  await expect(panel.getByTestId("basket-entry")).toHaveText([/Stripper 3100/, /Cutter 200/]);

  await panel.getByRole("button", { name: "Compare (2)" }).click();
  const detail = page.getByRole("dialog", { name: "Product comparison" });
  const table = detail.getByTestId("comparison-table");
  await expect(table.getByTestId("compared-product")).toHaveCount(2);
  // Within a product, the repeated "Supply voltage" is shown once; imperial rows are dropped.
  await expect(table.locator("tbody th")).toHaveText([
    "Cross-section max.",
    "Supply voltage",
    "Weight≠differs",
    "Blade life≠differs",
  ]);
  const weight = table.locator("tbody tr", { hasText: "Weight" });
  await expect(weight.locator("td").nth(1)).toContainText("Not applicable");

  const hideIdentical = detail.getByLabel("Hide identical specifications");
  await expect(hideIdentical).toBeEnabled();
  await hideIdentical.check();
  await expect(table.locator("tbody th")).toHaveText(["Weight≠differs", "Blade life≠differs"]);

  await detail.getByLabel("Variant of Stripper 3100").selectOption("2");
  await expect(table.locator("tbody th")).toHaveText([
    "Cross-section max.≠differs",
    "Weight≠differs",
    "Blade life≠differs",
  ]);
  await expect(
    table.locator("tbody tr", { hasText: "Cross-section" }).locator("td").first(),
  ).toHaveText("16\u00a0mm²");

  await detail.getByRole("button", { name: "Remove Cutter 200 from the comparison" }).click();
  await expect(table.getByTestId("compared-product")).toHaveCount(1);
  await expect(hideIdentical).toBeDisabled();
  await expect(table.locator("tbody tr[data-differing]")).toHaveCount(0);

  await page.keyboard.press("Escape");
  await expect(detail).toBeHidden();
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId("basket-entry")).toHaveCount(1);

  // Saved after every change: the changed variant and the removal survive a reload.
  await page.reload();
  const stored = await page.evaluate((key) => window.localStorage.getItem(key), BASKET_KEY);
  expect(JSON.parse(stored ?? "null")).toMatchObject({
    state: {
      groups: [
        { slug: "cutting-stripping", products: [{ slug: "stripper-3100", variantId: "2" }] },
      ],
    },
  });
  await expect(page.getByRole("button", { name: "Comparison basket, 1 product" })).toBeVisible();
});

test("a remembered imperial choice shows imperial specifications and variant names", async ({
  page,
}) => {
  await seed(page, TWO_PRODUCTS, {
    "ferrion.measurement-system": JSON.stringify({ state: { choice: "Imperial" }, version: 0 }),
  });
  await page.goto("/en");
  await expect(page.locator("html")).toHaveAttribute("data-measurement", "Imperial");
  await page.getByRole("button", { name: /^Comparison basket/ }).click();
  await page.getByRole("button", { name: "Compare (2)" }).click();
  const detail = page.getByRole("dialog", { name: "Product comparison" });
  const row = detail.locator("tbody tr", { hasText: "Weight" });
  await expect(row.locator("td").first()).toHaveText("39.7\u00a0lb");
  await expect(detail.getByLabel("Variant of Stripper 3100").locator("option:checked")).toHaveText(
    "3100 / 10 AWG",
  );
});

test("removing the last product of a group removes the group", async ({ page }) => {
  await seed(page, {
    state: {
      groups: [
        {
          slug: "cutting-stripping",
          products: [{ key: "a", slug: "stripper-3100", variantId: "1" }],
        },
        { slug: "crimping", products: [{ key: "b", slug: "cutter-200", variantId: null }] },
      ],
    },
    version: 0,
  });
  await page.goto("/en");
  await page.getByRole("button", { name: "Comparison basket, 2 products" }).click();
  const panel = page.getByRole("dialog", { name: "Comparison basket" });
  await expect(panel.getByTestId("basket-group")).toHaveCount(2);
  await panel.getByRole("button", { name: "Remove Stripper 3100 from the comparison" }).click();
  await expect(panel.getByTestId("basket-group")).toHaveCount(1);
  await panel.getByRole("button", { name: "Remove Cutter 200 from the comparison" }).click();
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
  await seed(page, { state: { groups: [{ slug: 5 }] } });
  await page.goto("/en");
  await page.getByRole("button", { name: "Comparison basket, empty" }).click();
  await expect(
    page
      .getByRole("dialog", { name: "Comparison basket" })
      .getByText(/Your comparison basket is empty/),
  ).toBeVisible();
  expect(warnings.some((text) => text.includes("comparison basket could not be read"))).toBe(true);
  expect(errors).toEqual([]);
});
