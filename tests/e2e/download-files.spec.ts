import { expect, test } from "@playwright/test";
import { PDFDocument } from "pdf-lib";

test("a visitor downloads the annual report from the downloads page, in English and German", async ({
  page,
  request,
}) => {
  await page.goto("/en/downloads");
  const report = page.getByRole("link", { name: "Download Annual Report 2026" });
  await expect(report).toHaveAttribute("href", "/file/annual-report-2026?dl=true");
  await expect(page.getByRole("listitem").filter({ has: report })).toContainText(/PDF, 11\skB/);

  const file = await request.get("/file/annual-report-2026?dl=true");
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect(file.headers()["content-disposition"]).toMatch(
    /^attachment; filename="ferrion-annual-report-2026\.pdf"/,
  );
  expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");
  // A real report: cover, contents, letter, key figures, review, segments, statements, outlook.
  expect((await PDFDocument.load(await file.body())).getPageCount()).toBe(8);

  await page.goto("/de/downloads");
  const german = page.getByRole("link", { name: /Geschäftsbericht 2026/ });
  await expect(german).toHaveAttribute("href", "/file/annual-report-2026?l=de&dl=true");
  const inline = await request.get("/file/annual-report-2026?l=de");
  expect(inline.status()).toBe(200);
  expect(inline.headers()["content-disposition"]).toMatch(/^inline;/);
});

test("a file link that leads nowhere answers 404, a malformed one 400", async ({ request }) => {
  const unknown = await request.get("/file/no-such-file");
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toMatchObject({ error: "Not found", field: "slug" });

  const malformed = await request.get("/file/Annual_Report");
  expect(malformed.status()).toBe(400);
  expect(await malformed.json()).toMatchObject({ error: "Invalid request", field: "slug" });

  const language = await request.get("/file/annual-report-2026?l=deutsch");
  expect(language.status()).toBe(400);
  expect(await language.json()).toMatchObject({ field: "l" });
});
