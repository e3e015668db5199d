import { randomUUID } from "node:crypto";

import { expect, type Locator, type Page, test } from "@playwright/test";

import { axeViolations } from "./support/accessibility";
import { watchFormCode } from "./support/form-code-loads";
import { isHydrated } from "./support/hydration";
import { leadOfCompany } from "./support/service-desk-leads";

const TEXTS = {
  en: {
    home: "/en",
    contactPage: "/en/contact",
    actionLink: "Write to an expert",
    title: "Talk to an expert",
    promise: "We reply within 24 hours.",
    labels: {
      name: "Name",
      email: "E-mail",
      phone: "Phone (optional)",
      company: "Company",
      country: "Country",
      message: "Message",
    },
    invalid: "Please enter a valid value",
    send: "Send",
    close: "Close",
    success: "Thank you! An expert will reply within 24 hours.",
  },
  de: {
    home: "/de",
    contactPage: "/de/contact",
    actionLink: "Einer Fachperson schreiben",
    title: "Mit einem Experten sprechen",
    promise: "Wir antworten innerhalb von 24 Stunden.",
    labels: {
      name: "Name",
      email: "E-Mail",
      phone: "Telefon (optional)",
      company: "Unternehmen",
      country: "Land",
      message: "Nachricht",
    },
    invalid: "Bitte geben Sie einen gültigen Wert ein",
    send: "Senden",
    close: "Schliessen",
    success: "Vielen Dank! Eine Fachperson antwortet Ihnen innerhalb von 24 Stunden.",
  },
} as const;

type Language = keyof typeof TEXTS;

function panel(page: Page): Locator {
  return page.getByTestId("contact-panel");
}

function field(page: Page, language: Language, name: keyof (typeof TEXTS)["en"]["labels"]) {
  return panel(page).getByLabel(TEXTS[language].labels[name], { exact: true });
}

async function focusIsInside(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.contains(document.activeElement));
}

for (const language of ["en", "de"] as const) {
  const texts = TEXTS[language];

  test(`${language}: the side button opens "talk to an expert"; empty, wrong, then right; the lead reaches the service desk`, async ({
    page,
    request,
  }) => {
    const formCode = watchFormCode(page);
    await page.goto(texts.home, { waitUntil: "networkidle" });
    // A page loads no form code until the panel opens.
    expect(formCode.loaded()).toBe(false);
    const sideButton = page.getByRole("button", { name: texts.title, exact: true });
    await sideButton.click();
    const dialog = page.getByRole("dialog", { name: texts.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(texts.promise, { exact: true })).toBeVisible();
    await expect.poll(formCode.loaded).toBe(true);

    await dialog.getByRole("button", { name: texts.send }).click();
    // Name, e-mail, company, country and message are required; the phone is not.
    await expect(dialog.getByText(texts.invalid, { exact: true })).toHaveCount(5);
    await expect(field(page, language, "name")).toBeFocused();
    await expect(field(page, language, "phone")).not.toHaveAttribute("aria-invalid", "true");
    expect(await axeViolations(page)).toEqual([]);

    const company = `Kabelwerk ${randomUUID().slice(0, 8)}`;
    await field(page, language, "name").fill("<i>Ana</i> Keller");
    await field(page, language, "email").fill("ana.keller@");
    await field(page, language, "phone").fill("call me");
    await field(page, language, "company").fill(company);
    await field(page, language, "country").fill("Switzerland");
    await field(page, language, "message").fill("We plan a new harness line.");
    await dialog.getByRole("button", { name: texts.send }).click();
    await expect(dialog.getByText(texts.invalid, { exact: true })).toHaveCount(2);
    await expect(field(page, language, "email")).toBeFocused();
    await expect(field(page, language, "phone")).toHaveAttribute("aria-invalid", "true");

    await field(page, language, "email").fill("ana.keller@example.com");
    await field(page, language, "phone").fill("+41 41 555 40 00");
    await dialog.getByRole("button", { name: texts.send }).click();
    const status = dialog.getByRole("status").filter({ hasText: texts.success });
    await expect(status).toBeVisible();
    const reference = /CT-\d{6}/.exec((await status.textContent()) ?? "")?.[0];
    expect(reference).toBeTruthy();
    expect(await axeViolations(page)).toEqual([]);

    const lead = await leadOfCompany(request, company);
    expect(lead).toMatchObject({
      reference,
      kind: "CONTACT",
      locale: language,
      fields: { name: "<i>Ana</i> Keller", phone: "+41 41 555 40 00", country: "Switzerland" },
    });

    await dialog.getByRole("button", { name: texts.close }).click();
    await expect(dialog).toBeHidden();
    await expect(sideButton).toBeFocused();
  });

  test(`${language}: an action:open-contact-panel link in the content opens the panel; by keyboard, Escape closes it and focus returns`, async ({
    page,
  }) => {
    await page.goto(texts.contactPage);
    const link = page.getByRole("main").getByRole("button", { name: texts.actionLink });
    // A key pressed before the page's script has taken over the button does nothing.
    await expect.poll(() => isHydrated(link)).toBe(true);
    await link.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: texts.title });
    await expect(dialog).toBeVisible();
    expect(await focusIsInside(dialog)).toBe(true);

    // Tab walks from the close button into the form (once its code has arrived).
    await expect(field(page, language, "name")).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(field(page, language, "name")).toBeFocused();
    await page.keyboard.type("Ana");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();

    // Opened again, what was typed is still there (kept for the session).
    await page.keyboard.press("Enter");
    await expect(field(page, language, "name")).toHaveValue("Ana");
    expect(await axeViolations(page)).toEqual([]);
  });
}
