import { randomUUID } from "node:crypto";

import { expect, type Page, test } from "@playwright/test";

import { SERVICES_URL } from "../../playwright.config";
import { axeViolations } from "./support/accessibility";

const FORM_PAGES = {
  en: {
    path: "/en/support/support-request",
    send: "Send",
    labels: [
      "First name",
      "Last name",
      "E-mail",
      "Company",
      "Country",
      "Product",
      "Serial number",
      "Message",
    ],
    messages: [
      "Please enter your first name",
      "Please enter your last name",
      "Please provide a valid email address",
      "Please enter the company you work for",
      "Please enter the country you're in",
      "Please specify the product your request regards",
      "Please enter the serial number of your product",
      "Please add some more details",
    ],
    success:
      "Thank you for your request! We will process it and get back to you as soon as possible.",
    failure: "Something went wrong. Please verify your input is correct and try again later.",
  },
  de: {
    path: "/de/support/support-request",
    send: "Senden",
    labels: [
      "Vorname",
      "Nachname",
      "E-Mail",
      "Unternehmen",
      "Land",
      "Produkt",
      "Seriennummer",
      "Nachricht",
    ],
    messages: [
      "Bitte geben Sie Ihren Vornamen ein",
      "Bitte geben Sie Ihren Nachnamen ein",
      "Bitte geben Sie eine gültige E-Mail-Adresse an",
      "Bitte geben Sie das Unternehmen an, für das Sie arbeiten",
      "Bitte geben Sie das Land an, in dem Sie sich befinden",
      "Bitte geben Sie das Produkt an, das Ihre Anfrage betrifft",
      "Bitte geben Sie die Seriennummer Ihres Produkts ein",
      "Bitte beschreiben Sie Ihr Anliegen etwas genauer",
    ],
    success:
      "Vielen Dank für Ihre Anfrage! Wir bearbeiten sie und melden uns so bald wie möglich bei Ihnen.",
    failure:
      "Etwas ist schiefgelaufen. Bitte prüfen Sie Ihre Eingaben und versuchen Sie es später noch einmal.",
  },
} as const;

type Language = keyof typeof FORM_PAGES;

function field(page: Page, language: Language, index: number) {
  return page.getByLabel(FORM_PAGES[language].labels[index]!, { exact: true });
}

/** Fills every field right; the company is unique so the service desk shows this request's case. */
async function fillValid(page: Page, language: Language, company: string) {
  const values = [
    "<b>Ana</b>",
    "Keller",
    "ana.keller@example.com",
    company,
    "Switzerland",
    "Gamma 263",
    "FX-123456",
    "The crimp height drifts after 2,000 cycles.",
  ];
  for (const [index, value] of values.entries()) await field(page, language, index).fill(value);
}

for (const language of ["en", "de"] as const) {
  const texts = FORM_PAGES[language];

  test(`${language}: an empty support request shows every message and focuses the first field; a wrong e-mail is named; a right one reaches the service desk`, async ({
    page,
  }) => {
    await page.goto(texts.path);
    await page.getByRole("button", { name: texts.send }).click();
    for (const message of texts.messages)
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(field(page, language, 0)).toBeFocused();
    await expect(field(page, language, 0)).toHaveAttribute("aria-invalid", "true");
    await expect(
      page.getByRole("alert").filter({
        hasText:
          language === "en"
            ? "Please correct the marked fields."
            : "Bitte korrigieren Sie die markierten Felder.",
      }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const company = `Kabelwerk ${randomUUID().slice(0, 8)}`;
    await fillValid(page, language, company);
    await field(page, language, 2).fill("ana.keller@");
    await page.getByRole("button", { name: texts.send }).click();
    await expect(page.getByText(texts.messages[2]!, { exact: true })).toBeVisible();
    await expect(field(page, language, 2)).toBeFocused();
    for (const message of texts.messages.filter((_, index) => index !== 2)) {
      await expect(page.getByText(message, { exact: true })).toHaveCount(0);
    }

    await field(page, language, 2).fill("ana.keller@example.com");
    await page.getByRole("button", { name: texts.send }).click();
    const status = page.getByRole("status").filter({ hasText: texts.success });
    await expect(status).toBeVisible();
    const reference = /SR-\d{6}/.exec((await status.textContent()) ?? "")?.[0];
    expect(reference).toBeTruthy();
    expect(await axeViolations(page)).toEqual([]);

    // The service desk of the ticketing stand-in has the case; the HTML typed is shown as text.
    await page.goto(`${SERVICES_URL}/portal/service-desk`);
    const record = page.getByRole("article").filter({ hasText: company });
    await expect(
      record.getByRole("heading", { name: `${reference} · Support request` }),
    ).toBeVisible();
    await expect(record.getByText("<b>Ana</b>", { exact: true })).toBeVisible();
    await expect(record.locator("b")).toHaveCount(0);
    await expect(record).toContainText(`Language${language}`);
  });
}

test("what was typed survives a reload in the session and is gone after sending", async ({
  page,
}) => {
  await page.goto(FORM_PAGES.en.path);
  await field(page, "en", 0).fill("Ana");
  await field(page, "en", 7).fill("Line one\nLine two");
  await page.reload();
  await expect(field(page, "en", 0)).toHaveValue("Ana");
  await expect(field(page, "en", 7)).toHaveValue("Line one\nLine two");
  await expect(page.getByText("We restored what you typed earlier in this session.")).toBeVisible();

  await fillValid(page, "en", `Kabelwerk ${randomUUID().slice(0, 8)}`);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("status").filter({ hasText: FORM_PAGES.en.success })).toBeVisible();
  await page.reload();
  await expect(field(page, "en", 0)).toHaveValue("");
});

test("when the bot-protection script fails, the form sends an empty token, the server refuses, and nothing typed is lost", async ({
  page,
}) => {
  await page.route("**/bot-protection/api.js*", (route) => route.abort());
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  await page.goto(FORM_PAGES.de.path);
  const company = `Kabelwerk ${randomUUID().slice(0, 8)}`;
  await fillValid(page, "de", company);
  const answer = page.waitForResponse("**/api/forms/support-request");
  await page.getByRole("button", { name: "Senden" }).click();
  expect((await answer).status()).toBe(403);
  const failure = page.getByRole("alert").filter({ hasText: FORM_PAGES.de.failure });
  await expect(failure).toBeVisible();
  await expect(failure.getByRole("link", { name: "service@ferrion.example" })).toHaveAttribute(
    "href",
    "mailto:service@ferrion.example",
  );
  await expect(field(page, "de", 3)).toHaveValue(company);
  await expect(field(page, "de", 7)).toHaveValue("The crimp height drifts after 2,000 cycles.");
  expect(warnings.join("\n")).toMatch(/Bot protection failed, sending an empty token/);
  expect(await axeViolations(page)).toEqual([]);

  await page.goto(`${SERVICES_URL}/portal/service-desk`);
  await expect(page.getByRole("article").filter({ hasText: company })).toHaveCount(0);
});

test("the form route refuses a bot's low-score token and a token made for another action", async ({
  request,
}) => {
  const submit = async (siteKey: string, action: string) => {
    const token = await request.post(`${SERVICES_URL}/bot-protection/token`, {
      data: JSON.stringify({ siteKey, action, hostname: "127.0.0.1" }),
      headers: { "content-type": "text/plain" },
    });
    return request.post("/api/forms/support-request", {
      data: {
        idempotencyKey: randomUUID(),
        botToken: ((await token.json()) as { token: string }).token,
        locale: "en",
        website: "",
        fields: {
          email: "bot@example.com",
          firstName: "Bot",
          lastName: "Bot",
          company: "Bots Inc",
          country: "Nowhere",
          product: "Spam",
          serialNumber: "0",
          message: "Buy now",
        },
      },
    });
  };
  const lowScore = await submit("local-demo-site-key-low-score", "SUBMIT");
  expect(lowScore.status()).toBe(403);
  expect(await lowScore.json()).toMatchObject({ error: "Bot check failed" });
  expect((await submit("local-demo-site-key", "LOGIN")).status()).toBe(403);
});

test("the form works by keyboard alone: Tab walks the fields in order past the hidden honeypot to Send", async ({
  page,
}) => {
  await page.goto(FORM_PAGES.en.path);
  // Send joins the Tab order once the form can send itself.
  await expect(page.getByRole("button", { name: "Send" })).toBeEnabled();
  await field(page, "en", 0).focus();
  const order = [0, 1, 2, 3, 4, 5, 6, 7];
  for (const index of order.slice(1)) {
    await page.keyboard.press("Tab");
    await expect(field(page, "en", index)).toBeFocused();
  }
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Send" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Please enter your first name", { exact: true })).toBeVisible();
  await expect(field(page, "en", 0)).toBeFocused();
});

test.describe("before the page's scripts run", () => {
  test.use({ javaScriptEnabled: false });

  test("Send is disabled: a click cannot send the browser's own GET with what was typed in the address", async ({
    page,
  }) => {
    await page.goto(FORM_PAGES.en.path);
    await field(page, "en", 0).fill("Ana");
    await expect(page.getByRole("button", { name: "Send" })).toBeDisabled();
  });
});
