import { randomUUID } from "node:crypto";

import { expect, type Page, test } from "@playwright/test";

import { axeViolations } from "./support/accessibility";
import { watchFormCode } from "./support/form-code-loads";
import { leadOfCompany } from "./support/service-desk-leads";

const STORY = "automating-harness-assembly";

const TEXTS = {
  en: {
    path: `/en/stories/${STORY}`,
    title: "Your feedback on this story",
    labels: {
      firstName: "First name",
      lastName: "Last name",
      company: "Company",
      country: "Country",
      message: "Your feedback",
    },
    send: "Send",
    invalid: "Please enter a valid value",
    success: "Thank you for your feedback! Our editorial team reads every message.",
  },
  de: {
    path: `/de/stories/${STORY}`,
    title: "Ihre Meinung zu dieser Geschichte",
    labels: {
      firstName: "Vorname",
      lastName: "Nachname",
      company: "Unternehmen",
      country: "Land",
      message: "Ihr Feedback",
    },
    send: "Senden",
    invalid: "Bitte geben Sie einen gültigen Wert ein",
    success: "Vielen Dank für Ihr Feedback! Unsere Redaktion liest jede Nachricht.",
  },
} as const;

type Language = keyof typeof TEXTS;

function section(page: Page, language: Language) {
  return page.getByRole("region", { name: TEXTS[language].title });
}

function field(page: Page, language: Language, name: keyof (typeof TEXTS)["en"]["labels"]) {
  return section(page, language).getByLabel(TEXTS[language].labels[name], { exact: true });
}

for (const language of ["en", "de"] as const) {
  const texts = TEXTS[language];

  test(`${language}: the feedback form under a story names every empty field, then a wrong one, and files the lead with the story`, async ({
    page,
    request,
  }) => {
    await page.goto(texts.path);
    const feedback = section(page, language);
    await feedback.scrollIntoViewIfNeeded();
    await feedback.getByRole("button", { name: texts.send }).click();
    await expect(feedback.getByText(texts.invalid, { exact: true })).toHaveCount(5);
    await expect(field(page, language, "firstName")).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);

    const company = `Kabelwerk ${randomUUID().slice(0, 8)}`;
    await field(page, language, "firstName").fill("A".repeat(101));
    await field(page, language, "lastName").fill("Keller");
    await field(page, language, "company").fill(company);
    await field(page, language, "country").fill("Switzerland");
    await field(page, language, "message").fill("More on sealing, please.\n<b>Thanks</b>");
    await feedback.getByRole("button", { name: texts.send }).click();
    await expect(feedback.getByText(texts.invalid, { exact: true })).toHaveCount(1);
    await expect(field(page, language, "firstName")).toBeFocused();

    await field(page, language, "firstName").fill("Ana");
    await feedback.getByRole("button", { name: texts.send }).click();
    await expect(feedback.getByRole("status").filter({ hasText: texts.success })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const lead = await leadOfCompany(request, company);
    expect(lead).toMatchObject({
      kind: "STORY_FEEDBACK",
      locale: language,
      fields: { story: STORY, message: "More on sealing, please.\n<b>Thanks</b>" },
    });
  });
}

test("the story ships a loader only: the form's code arrives when the reader nears the end", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 700 });
  const formCode = watchFormCode(page);
  await page.goto(TEXTS.en.path, { waitUntil: "networkidle" });
  const feedback = section(page, "en");
  await expect(feedback.getByText("The feedback form is loading…")).toBeAttached();
  await expect(feedback.getByLabel("First name", { exact: true })).toHaveCount(0);
  expect(formCode.loaded()).toBe(false);
  await feedback.scrollIntoViewIfNeeded();
  await expect(feedback.getByLabel("First name", { exact: true })).toBeVisible();
  // The watcher reads each script's body after its response: it may finish after the form shows.
  await expect.poll(() => formCode.loaded()).toBe(true);
});
