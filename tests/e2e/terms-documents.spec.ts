import { expect, test } from "@playwright/test";
import { PDFDocument } from "pdf-lib";

import { axeViolations } from "./support/accessibility";

test("a buyer filters the terms documents by location and type and downloads the version in force", async ({
  page,
  request,
}) => {
  const response = await page.goto("/en/terms-of-use");
  expect(response?.status()).toBe(200);
  const terms = page.getByTestId("terms-documents");
  await expect(
    terms.getByRole("heading", { level: 2, name: "Terms and conditions documents" }),
  ).toBeVisible();

  const filters = page.getByRole("form", { name: "Filter terms and conditions" });
  await filters.getByLabel("Location").selectOption({ label: "Switzerland" });
  await filters.getByLabel("Document type").selectOption({ label: "General terms of sale" });
  await filters.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/\/en\/terms-of-use\?location=ch&type=terms-of-sale$/);

  // The version in force, in English and in German, and the replaced 2019 version folded away.
  await expect(page.getByTestId("terms-document-count")).toHaveText("2 documents in force");
  const current = page.getByTestId("terms-current").getByTestId("terms-document");
  await expect(current).toHaveCount(2);
  for (const row of await current.all()) {
    await expect(row).toContainText("General Terms and Conditions of Sale and Delivery 2024");
    await expect(row).toContainText("Switzerland");
    await expect(row.locator("time")).toHaveText("July 1, 2024");
  }
  await expect(current.nth(0)).toContainText("English");
  await expect(current.nth(1)).toContainText("German");
  const superseded = page.getByTestId("terms-superseded");
  await expect(superseded).toBeHidden();
  await page.getByText("Show 1 earlier version").click();
  await expect(superseded.getByTestId("terms-document")).toHaveCount(1);
  await expect(superseded.locator("time")).toHaveText("January 1, 2019");
  await expect(superseded.locator("time")).toHaveAttribute("datetime", "2019-01-01");

  const download = current.nth(0).getByRole("link", {
    name: "Download General Terms and Conditions of Sale and Delivery 2024 – Ferrion AG",
  });
  await expect(download).toHaveAttribute("href", "/file/terms-sale-ch-2024?dl=true");
  await expect(current.nth(0)).toContainText(/PDF, 10\skB/);
  const file = await request.get("/file/terms-sale-ch-2024?dl=true");
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");
  // Contents and twelve numbered clauses.
  expect((await PDFDocument.load(await file.body())).getPageCount()).toBe(5);

  // The filters are the page's address: a reload shows them chosen.
  await page.reload();
  await expect(filters.getByLabel("Location")).toHaveValue("ch");
  await expect(filters.getByLabel("Document type")).toHaveValue("terms-of-sale");

  // Type alone: every location's software licence, the newest in force.
  await filters.getByLabel("Location").selectOption({ label: "All locations" });
  await filters.getByLabel("Document type").selectOption({ label: "Software licence" });
  await filters.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/\?location=&type=software-licence$/);
  await expect(page.getByTestId("terms-document-count")).toHaveText("1 document in force");
  await expect(page.getByTestId("terms-current").locator("time")).toHaveText("February 1, 2026");

  await page.getByRole("link", { name: "Reset filters" }).click();
  await expect(page).toHaveURL(/\/en\/terms-of-use$/);
  await expect(filters.getByLabel("Document type")).toHaveValue("");
});

test("a location without documents says so and leads back to all of them", async ({ page }) => {
  await page.goto("/en/terms-of-use?location=ru");
  await expect(page.getByTestId("terms-document-count")).toHaveText("No documents in force");
  await expect(page.getByText("No documents match these filters.")).toBeVisible();
  await page.getByRole("link", { name: "Show all documents" }).click();
  await expect(page).toHaveURL(/\/en\/terms-of-use$/);
  await expect(page.getByTestId("terms-current").getByTestId("terms-document")).not.toHaveCount(0);
});

test("odd filter values are no filter, answer 200 and are never written into the page", async ({
  request,
}) => {
  const plain = await request.get("/en/terms-of-use");
  const odd = await request.get(
    `/en/terms-of-use?location=${encodeURIComponent("<b>x</b>")}&type=${encodeURIComponent('"><script>alert(1)</script>')}`,
  );
  expect(odd.status()).toBe(200);
  const html = await odd.text();
  expect(html).not.toContain("<script>alert(1)");
  expect(html).not.toContain("<b>x</b>");
  // The page cache dropped both values: the very page of the unfiltered list.
  expect(html).toBe(await plain.text());
});

test("German terms documents: German names and dates, filters in the address", async ({ page }) => {
  await page.goto("/de/terms-of-use?location=de&type=terms-of-sale");
  const terms = page.getByTestId("terms-documents");
  await expect(
    terms.getByRole("heading", { name: "Allgemeine Geschäftsbedingungen" }),
  ).toBeVisible();
  await expect(page.getByTestId("terms-document-count")).toHaveText("1 gültiges Dokument");
  const row = page.getByTestId("terms-current").getByTestId("terms-document");
  await expect(row).toContainText("Allgemeine Verkaufs- und Lieferbedingungen 2025");
  await expect(row).toContainText("Deutschland");
  await expect(row.locator("time")).toHaveText("1. Januar 2025");
  await expect(page.getByLabel("Standort")).toHaveValue("de");
  await expect(page.getByText("1 frühere Fassung anzeigen")).toBeVisible();
});

test("the terms page has no accessibility violations, in English and German", async ({ page }) => {
  for (const path of ["/en/terms-of-use?location=ch", "/de/terms-of-use"]) {
    await page.goto(path);
    await expect(page.getByTestId("terms-documents")).toBeVisible();
    // Opened, so axe also checks the folded earlier versions.
    await page.getByTestId("terms-documents").locator("summary").click();
    expect(await axeViolations(page), path).toEqual([]);
  }
});
