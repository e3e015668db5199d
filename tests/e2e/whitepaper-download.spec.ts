import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";

import { expect, type Page, test } from "@playwright/test";
import { PDFDocument } from "pdf-lib";

import { axeViolations } from "./support/accessibility";
import { isHydrated } from "./support/hydration";
import { leadOfCompany } from "./support/service-desk-leads";

const TEXTS = {
  en: {
    path: "/en/expertise/crimping/crimp-quality",
    labels: {
      firstName: "First name",
      lastName: "Last name",
      email: "E-mail",
      company: "Company",
      country: "Country",
      consent:
        "I agree that Ferrion may contact me about this whitepaper and related products. I can withdraw my consent at any time.",
    },
    submit: "Download the whitepaper",
    invalid: "Please enter a valid value",
    checkbox: "Please select the checkbox to continue",
    success: "Thank you! Your download starts now.",
    link: "Download Whitepaper Crimp quality (PDF)",
    download: "/file/whitepaper-crimp-quality?dl=true",
  },
  de: {
    path: "/de/expertise/crimping/crimp-quality",
    labels: {
      firstName: "Vorname",
      lastName: "Nachname",
      email: "E-Mail",
      company: "Unternehmen",
      country: "Land",
      consent:
        "Ich bin einverstanden, dass Ferrion mich zu diesem Whitepaper und verwandten Produkten kontaktiert. Ich kann meine Einwilligung jederzeit widerrufen.",
    },
    submit: "Whitepaper herunterladen",
    invalid: "Bitte geben Sie einen gültigen Wert ein",
    checkbox: "Bitte aktivieren Sie das Kontrollkästchen, um fortzufahren",
    success: "Vielen Dank! Ihr Download startet jetzt.",
    link: "Whitepaper Crimpqualität herunterladen (PDF)",
    download: "/file/whitepaper-crimp-quality?l=de&dl=true",
  },
} as const;

type Language = keyof typeof TEXTS;

function field(page: Page, language: Language, name: keyof (typeof TEXTS)["en"]["labels"]) {
  return page.getByRole("main").getByLabel(TEXTS[language].labels[name], { exact: true });
}

for (const language of ["en", "de"] as const) {
  const texts = TEXTS[language];

  test(`${language}: the whitepaper form names every empty field, then the wrong ones, then hands out the PDF at once and files the lead`, async ({
    page,
    request,
  }) => {
    await page.goto(texts.path);
    const main = page.getByRole("main");
    const submit = main.getByRole("button", { name: texts.submit });
    // The form checks its fields once React has taken it over (a busy machine hydrates late).
    await expect.poll(() => isHydrated(submit)).toBe(true);
    await submit.click();
    await expect(main.getByText(texts.invalid, { exact: true })).toHaveCount(5);
    await expect(main.getByText(texts.checkbox, { exact: true })).toBeVisible();
    await expect(field(page, language, "firstName")).toBeFocused();
    await expect(field(page, language, "consent")).toHaveAttribute("aria-invalid", "true");
    expect(await axeViolations(page)).toEqual([]);

    const company = `Kabelwerk ${randomUUID().slice(0, 8)}`;
    await field(page, language, "firstName").fill("Ana");
    await field(page, language, "lastName").fill("Keller");
    await field(page, language, "email").fill("ana.keller@example");
    await field(page, language, "company").fill(company);
    await field(page, language, "country").fill("Switzerland");
    await main.getByRole("button", { name: texts.submit }).click();
    await expect(main.getByText(texts.invalid, { exact: true })).toHaveCount(1);
    await expect(main.getByText(texts.checkbox, { exact: true })).toBeVisible();
    await expect(field(page, language, "email")).toBeFocused();

    await field(page, language, "email").fill("ana.keller@example.com");
    await field(page, language, "consent").check();
    const download = page.waitForEvent("download");
    await main.getByRole("button", { name: texts.submit }).click();
    const status = main.getByRole("status").filter({ hasText: texts.success });
    await expect(status).toBeVisible();
    await expect(status.getByRole("link", { name: texts.link })).toHaveAttribute(
      "href",
      texts.download,
    );

    // The browser was offered the PDF without another click.
    const file = await download;
    expect(file.suggestedFilename()).toBe("ferrion-whitepaper-crimp-quality.pdf");
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(12);
    expect(await axeViolations(page)).toEqual([]);

    const lead = await leadOfCompany(request, company);
    expect(lead).toMatchObject({
      kind: "WHITEPAPER_DOWNLOAD",
      locale: language,
      fields: {
        whitepaper: "whitepaper-crimp-quality",
        consent: true,
        email: "ana.keller@example.com",
      },
    });
    expect(await status.textContent()).toContain(lead.reference);
  });
}

test("the form route refuses a whitepaper download without consent, naming the field", async ({
  request,
}) => {
  const response = await request.post("/api/forms/whitepaper-download", {
    data: {
      idempotencyKey: randomUUID(),
      botToken: "",
      website: "",
      locale: "en",
      fields: {
        firstName: "Ana",
        lastName: "Keller",
        email: "ana@example.com",
        company: "K",
        country: "CH",
        consent: false,
        whitepaper: "whitepaper-crimp-quality",
      },
    },
  });
  expect(response.status()).toBe(400);
  expect(await response.json()).toMatchObject({
    fields: [{ field: "consent", message: "Please select the checkbox to continue" }],
  });
});
