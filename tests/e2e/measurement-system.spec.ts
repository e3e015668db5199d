import { expect, type Page, test } from "@playwright/test";

// The CS 3100 weighs 95 kg / 209 lb; its first variant is "0.05–6 mm²" / "30–10 AWG".
const CS_3100 = "/products/cutting-stripping/fully-automatic/cs-3100";

function productPage(page: Page) {
  const specifications = page.getByRole("region", { name: "Specifications" });
  const variants = page.getByRole("region", { name: "Variants" });
  const switcher = page.getByRole("group", { name: "Measurement system" });
  return {
    metricWeight: specifications.getByRole("row", { name: "Weight 95 kg" }),
    imperialWeight: specifications.getByRole("row", { name: "Weight 209 lb" }),
    metricVariant: variants.getByText("0.05–6 mm²", { exact: true }),
    imperialVariant: variants.getByText("30–10 AWG", { exact: true }),
    metric: switcher.getByRole("radio", { name: "Metric" }),
    imperial: switcher.getByRole("radio", { name: "Imperial" }),
    choose: (system: "Metric" | "Imperial") => switcher.getByText(system, { exact: true }).click(),
  };
}

async function expectSystem(page: Page, system: "Metric" | "Imperial") {
  const shown = productPage(page);
  const [inForce, other] =
    system === "Metric"
      ? [
          [shown.metricWeight, shown.metricVariant],
          [shown.imperialWeight, shown.imperialVariant],
        ]
      : [
          [shown.imperialWeight, shown.imperialVariant],
          [shown.metricWeight, shown.metricVariant],
        ];
  await expect(system === "Metric" ? shown.metric : shown.imperial).toBeChecked();
  for (const locator of inForce) await expect(locator).toBeVisible();
  for (const locator of other) await expect(locator).toBeHidden();
}

test("switch a product page to imperial, keep it after a reload, and switch back", async ({
  page,
}) => {
  await page.goto(`/en${CS_3100}`);
  await expectSystem(page, "Metric");

  await productPage(page).choose("Imperial");
  await expectSystem(page, "Imperial");

  await page.reload();
  await expectSystem(page, "Imperial");

  await productPage(page).choose("Metric");
  await expectSystem(page, "Metric");
});

test("a country whose default is imperial shows imperial first; a visitor's choice beats it", async ({
  page,
}) => {
  await page.goto(`/en-us${CS_3100}`);
  await expect(page.locator("html")).toHaveAttribute("data-measurement", "Imperial");
  await expectSystem(page, "Imperial");

  // The country's default is not a choice: the international site still starts metric.
  await page.goto(`/en${CS_3100}`);
  await expectSystem(page, "Metric");

  await page.goto(`/en-us${CS_3100}`);
  await productPage(page).choose("Metric");
  await expectSystem(page, "Metric");
  // The server renders the country's default; the remembered choice takes over after hydration.
  await page.reload();
  await expectSystem(page, "Metric");
});

test("the server renders the country's default before any script runs", async ({ request }) => {
  const us = await (await request.get(`/en-us${CS_3100}`)).text();
  expect(us).toMatch(/<html[^>]* data-measurement="Imperial"/);
  const international = await (await request.get(`/en${CS_3100}`)).text();
  expect(international).toMatch(/<html[^>]* data-measurement="Metric"/);
});
