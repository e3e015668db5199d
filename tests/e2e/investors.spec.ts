import { expect, type Page, test } from "@playwright/test";

import { axeViolations } from "./support/accessibility";

/** The Swiss thousands separator as the site's runtime (Node's CLDR) writes it: ’ or '. */
const GROUP =
  new Intl.NumberFormat("de-CH").formatToParts(1000).find((part) => part.type === "group")?.value ??
  "";

const figure = (page: Page, id: string) => page.getByTestId(`share-figure-${id}`).locator("dd");

test("reached by a client-side navigation, the German investors page still speaks German", async ({
  page,
}) => {
  await page.goto("/de/company");
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.locator("main a[href$='/de/company/investors']:visible").first().click();
  await expect(page).toHaveURL(/\/de\/company\/investors$/);
  await expect(page.getByTestId("share-figure-market-capitalization").locator("dt")).toHaveText(
    "Börsenkapitalisierung",
  );
  await expect(figure(page, "shares-outstanding")).toHaveText(`6${GROUP}850${GROUP}000`);
  // No page load happened: the texts came with the navigation's server render.
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
});

test("German investors page: share figures in the Swiss format (de-CH)", async ({ page }) => {
  const response = await page.goto("/de/company/investors");
  expect(response?.status()).toBe(200);
  expect(["’", "'"]).toContain(GROUP);
  await expect(
    page.getByRole("heading", { name: "FERN-Aktie an der SIX Swiss Exchange" }),
  ).toBeVisible();
  await expect(figure(page, "share-price")).toHaveText("CHF 214.50");
  await expect(figure(page, "price-change")).toHaveText("+3.10 (+1.47%)");
  await expect(figure(page, "market-capitalization")).toHaveText(
    `CHF 1${GROUP}469${GROUP}325${GROUP}000`,
  );
  await expect(figure(page, "shares-outstanding")).toHaveText(`6${GROUP}850${GROUP}000`);
  await expect(figure(page, "dividend")).toHaveText("CHF 3.20");
  await expect(figure(page, "year-high")).toHaveText("CHF 238.40");
  await expect(figure(page, "year-low")).toHaveText("CHF 171.25");
  await expect(page.getByTestId("share-figures-as-of")).toContainText(
    "Stand: 20. November 2026, 17:30 Uhr (Schweizer Zeit)",
  );
  await expect(page.getByTestId("share-figure-market-capitalization").locator("dt")).toHaveText(
    "Börsenkapitalisierung",
  );

  // The financial calendar, German dates, soonest first.
  const investors = page.getByTestId("investors");
  await expect(
    investors.getByRole("heading", { name: "Finanzkalender", exact: true }),
  ).toBeVisible();
  await expect(investors).toContainText("23. September 2027");
  await expect(investors).toContainText("Capital Markets Day");
  const dates = await investors
    .getByTestId("financial-events-upcoming")
    .locator("time")
    .evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
  expect(dates.length).toBeGreaterThan(0);
  expect(dates).toEqual([...dates].sort());
});

test("English investors page: share figures in the English format", async ({ page }) => {
  await page.goto("/en/company/investors");
  await expect(
    page.getByRole("heading", { name: "FERN share on the SIX Swiss Exchange" }),
  ).toBeVisible();
  await expect(figure(page, "share-price")).toHaveText("CHF 214.50");
  await expect(figure(page, "market-capitalization")).toHaveText("CHF 1,469,325,000");
  await expect(figure(page, "shares-outstanding")).toHaveText("6,850,000");
  await expect(page.getByTestId("share-figures-as-of")).toContainText(
    "As of November 20, 2026, 17:30 (Swiss time)",
  );
  await expect(page.getByTestId("investors")).toContainText("September 23, 2027");
});

test("the annual report downloads from the investors page as a PDF, in English and German", async ({
  page,
  request,
}) => {
  await page.goto("/en/company/investors");
  const report = page.getByTestId("annual-report-download");
  await expect(report).toHaveText("Download Annual Report 2026");
  await expect(report).toHaveAttribute("href", "/file/annual-report-2026?dl=true");
  const file = await request.get("/file/annual-report-2026?dl=true");
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect(file.headers()["content-disposition"]).toMatch(/^attachment;/);
  expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");

  await page.goto("/de/company/investors");
  await expect(page.getByTestId("annual-report-download")).toHaveAttribute(
    "href",
    "/file/annual-report-2026?l=de&dl=true",
  );
});

test("the investors page has no accessibility violations, in English and German", async ({
  page,
}) => {
  for (const path of ["/en/company/investors", "/de/company/investors"]) {
    await page.goto(path);
    await page.getByTestId("investors").locator("summary").click();
    expect(await axeViolations(page), path).toEqual([]);
  }
});
