import { randomUUID } from "node:crypto";

import { expect, type Page, test } from "@playwright/test";

import { SERVICES_URL } from "../../playwright.config";
import { axeViolations } from "./support/accessibility";
import { EXECUTABLE, PNG, TUS } from "./support/ticket-uploads";

/** The form's texts per language: labels by field, and the messages of spec 001 §5. */
const FORM_PAGES = {
  en: {
    path: "/en/support/service-request",
    send: "Send",
    labels: {
      firstName: "First name",
      lastName: "Last name",
      email: "E-Mail",
      telephone: "Telephone (optional)",
      company: "Company",
      address: "Address",
      city: "City",
      state: "State / province",
      zip: "Zip code",
      country: "Country",
      returnCompany: "Company (return address)",
      returnAddress: "Address (return address)",
      returnCity: "City (return address)",
      returnState: "State / province (return address)",
      returnZip: "Zip code (return address)",
      returnCountry: "Country (return address)",
      requestedService: "Requested service",
      reason: "Reason (optional)",
      subject: "Subject",
      description: "Description",
      caseId: "Case ID",
      machineName: "Machine name",
      serialNumber: "Serial number",
      contactLocation: "Contact location",
    },
    returnBox: "Send the machine back to a different address",
    caseBox: "This request belongs to an existing case",
    warranty: "Under warranty (optional)",
    yes: "Yes",
    chooseFiles: "choose files",
    uploadOf: "Upload of machine-plate.png",
    messages: {
      invalid: "Please enter a valid value",
      email: "Please enter a valid E-Mail",
      zip: "Please enter a valid zip code",
      country: "Please select a country",
      service: "Please select a service",
      caseId: "Please enter a case ID",
      serialNumber: "Please enter a valid serial number",
    },
    summary: "Please correct the marked fields.",
    success:
      "Thank you for your service request! We will process it and get back to you as soon as possible.",
  },
  de: {
    path: "/de/support/service-request",
    send: "Senden",
    labels: {
      firstName: "Vorname",
      lastName: "Nachname",
      email: "E-Mail",
      telephone: "Telefon (optional)",
      company: "Firma",
      address: "Adresse",
      city: "Ort",
      state: "Bundesland / Kanton",
      zip: "Postleitzahl",
      country: "Land",
      returnCompany: "Firma (Rücksendeadresse)",
      returnAddress: "Adresse (Rücksendeadresse)",
      returnCity: "Ort (Rücksendeadresse)",
      returnState: "Bundesland / Kanton (Rücksendeadresse)",
      returnZip: "Postleitzahl (Rücksendeadresse)",
      returnCountry: "Land (Rücksendeadresse)",
      requestedService: "Gewünschte Dienstleistung",
      reason: "Grund (optional)",
      subject: "Betreff",
      description: "Beschreibung",
      caseId: "Fallnummer",
      machineName: "Maschinenname",
      serialNumber: "Seriennummer",
      contactLocation: "Ansprechstandort",
    },
    returnBox: "Die Maschine an eine andere Adresse zurücksenden",
    caseBox: "Diese Anfrage gehört zu einem bestehenden Fall",
    warranty: "Unter Garantie (optional)",
    yes: "Ja",
    chooseFiles: "Dateien auswählen",
    uploadOf: "Hochladen von machine-plate.png",
    messages: {
      invalid: "Bitte geben Sie einen gültigen Wert ein",
      email: "Bitte geben Sie eine gültige E-Mail-Adresse ein",
      zip: "Bitte geben Sie eine gültige Postleitzahl ein",
      country: "Bitte wählen Sie ein Land",
      service: "Bitte wählen Sie eine Dienstleistung",
      caseId: "Bitte geben Sie eine Fallnummer ein",
      serialNumber: "Bitte geben Sie eine gültige Seriennummer ein",
    },
    summary: "Bitte korrigieren Sie die markierten Felder.",
    success:
      "Vielen Dank für Ihre Serviceanfrage! Wir bearbeiten sie und melden uns so bald wie möglich bei Ihnen.",
  },
} as const;

type Language = keyof typeof FORM_PAGES;
type Field = keyof (typeof FORM_PAGES)["en"]["labels"];
type Message = keyof (typeof FORM_PAGES)["en"]["messages"];

function control(page: Page, language: Language, name: Field) {
  return page.getByLabel(FORM_PAGES[language].labels[name], { exact: true });
}

/** Each field's error is its control's description (aria-describedby), or it has none. */
async function expectMessages(
  page: Page,
  language: Language,
  expected: Partial<Record<Field, Message | null>>,
) {
  const { messages } = FORM_PAGES[language];
  for (const [name, message] of Object.entries(expected) as [Field, Message | null][]) {
    const field = control(page, language, name);
    if (message === null) {
      await expect(field).not.toHaveAttribute("aria-invalid", "true");
    } else {
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(messages[message]);
    }
  }
}

const EMPTY_FORM_MESSAGES: Partial<Record<Field, Message | null>> = {
  firstName: "invalid",
  lastName: "invalid",
  email: "email",
  telephone: null,
  company: "invalid",
  address: "invalid",
  city: "invalid",
  state: "invalid",
  zip: "zip",
  country: "country",
  requestedService: "service",
  reason: null,
  subject: "invalid",
  description: "invalid",
  machineName: "invalid",
  serialNumber: "serialNumber",
  contactLocation: "invalid",
};

/** Fills every field right; the company is unique so the service desk shows this request's case. */
async function fillValid(page: Page, language: Language, company: string) {
  const texts: Partial<Record<Field, string>> = {
    firstName: "Carla",
    lastName: "<b>Kunde</b>",
    email: "carla.kunde@example.com",
    company,
    address: "Industriestrasse 6",
    city: "Dierikon",
    state: "Luzern",
    zip: "6036",
    subject: "Crimp height drifts",
    description: "Since Monday the crimp height drifts by 0.05 mm.\nPlease call.",
    machineName: "Line 1.1 Zeta",
    serialNumber: "ZT640-2019-17919",
  };
  for (const [name, value] of Object.entries(texts) as [Field, string][]) {
    await control(page, language, name).fill(value);
  }
  await control(page, language, "country").selectOption("CH");
  await control(page, language, "requestedService").selectOption("REPAIR");
  await control(page, language, "contactLocation").selectOption("location-ferrion-ag");
}

async function fillReturnAddress(page: Page, language: Language) {
  const texts: Partial<Record<Field, string>> = {
    returnCompany: "Kabelwerk Kunde GmbH",
    returnAddress: "Industriestraße 12",
    returnCity: "Stuttgart",
    returnState: "Baden-Württemberg",
    returnZip: "70565",
  };
  for (const [name, value] of Object.entries(texts) as [Field, string][]) {
    await control(page, language, name).fill(value);
  }
  await control(page, language, "returnCountry").selectOption("DE");
}

for (const language of ["en", "de"] as const) {
  const texts = FORM_PAGES[language];

  test(`${language}: an empty service request names every field; the case id and return address once chosen; wrong e-mail, zip and serial number; a request with a return address reaches the service desk`, async ({
    page,
  }) => {
    await page.goto(texts.path);
    const send = page.getByRole("button", { name: texts.send });
    // The return address and the case id are not asked for until their boxes are ticked.
    await expect(control(page, language, "returnCompany")).toHaveCount(0);
    await expect(control(page, language, "caseId")).toHaveCount(0);

    await send.click();
    await expectMessages(page, language, EMPTY_FORM_MESSAGES);
    await expect(control(page, language, "firstName")).toBeFocused();
    await expect(page.getByRole("alert").filter({ hasText: texts.summary })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel(texts.caseBox, { exact: true }).check();
    await page.getByLabel(texts.returnBox, { exact: true }).check();
    await send.click();
    await expectMessages(page, language, {
      caseId: "caseId",
      returnCompany: "invalid",
      returnAddress: "invalid",
      returnCity: "invalid",
      returnState: "invalid",
      returnZip: "zip",
      returnCountry: "country",
    });
    expect(await axeViolations(page)).toEqual([]);

    const company = `Kabelwerk ${randomUUID().slice(0, 8)}`;
    await fillValid(page, language, company);
    await fillReturnAddress(page, language);
    await control(page, language, "caseId").fill("T-1042");
    await control(page, language, "email").fill("carla@");
    await control(page, language, "zip").fill("65432");
    await control(page, language, "serialNumber").fill("ABCDEF");
    await send.click();
    await expectMessages(page, language, {
      email: "email",
      zip: "zip",
      serialNumber: "serialNumber",
      firstName: null,
      country: null,
      caseId: null,
      returnZip: null,
      contactLocation: null,
    });
    await expect(control(page, language, "email")).toBeFocused();

    await control(page, language, "email").fill("carla.kunde@example.com");
    await control(page, language, "zip").fill("6036");
    await control(page, language, "serialNumber").fill("ZT640-2019-17919");
    await page
      .getByRole("group", { name: texts.warranty })
      .getByRole("radio", { name: texts.yes, exact: true })
      .check();
    await page.getByLabel(texts.chooseFiles).setInputFiles({
      name: "machine-plate.png",
      mimeType: "image/png",
      buffer: PNG,
    });
    await expect(page.getByRole("progressbar", { name: texts.uploadOf })).toHaveAttribute(
      "value",
      "100",
    );
    await send.click();
    const status = page.getByRole("status").filter({ hasText: texts.success });
    await expect(status).toBeVisible();
    const reference = /SV-\d{6}/.exec((await status.textContent()) ?? "")?.[0];
    expect(reference).toBeTruthy();
    expect(await axeViolations(page)).toEqual([]);

    // The service desk of the ticketing stand-in has the case with its return address and case id.
    await page.goto(`${SERVICES_URL}/portal/service-desk`);
    const record = page.getByRole("article").filter({ hasText: company });
    await expect(
      record.getByRole("heading", { name: `${reference} · Service request` }),
    ).toBeVisible();
    await expect(record).toContainText("returnCityStuttgart");
    await expect(record).toContainText("returnCountryDE");
    await expect(record).toContainText("caseIdT-1042");
    await expect(record).toContainText("warrantyYES");
    await expect(record).toContainText(`Language${language}`);
    await expect(record.getByText("<b>Kunde</b>", { exact: true })).toBeVisible();
    await expect(record.locator("b")).toHaveCount(0);
    // The photo is attached, and only the service desk serves it (as a download).
    const file = record.getByRole("link", { name: "machine-plate.png" });
    const href = await file.getAttribute("href");
    expect(href).toMatch(/^\/portal\/service-desk\/files\/[A-Za-z0-9_-]+$/);
    const download = await page.request.get(`${SERVICES_URL}${href}`);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-type"]).toBe("image/png");
    expect(download.headers()["content-disposition"]).toMatch(/^attachment;/);
    expect(Buffer.from(await download.body())).toEqual(PNG);
  });
}

test("what was typed, ticked boxes and the return address included, survives a reload in the session", async ({
  page,
}) => {
  await page.goto(FORM_PAGES.en.path);
  await control(page, "en", "firstName").fill("Carla");
  await page.getByLabel(FORM_PAGES.en.returnBox, { exact: true }).check();
  await control(page, "en", "returnCity").fill("Stuttgart");
  await control(page, "en", "returnCountry").selectOption("DE");
  await control(page, "en", "description").fill("Line one\nLine two");
  await page.reload();
  await expect(page.getByText("We restored what you typed earlier in this session.")).toBeVisible();
  await expect(control(page, "en", "firstName")).toHaveValue("Carla");
  await expect(page.getByLabel(FORM_PAGES.en.returnBox, { exact: true })).toBeChecked();
  await expect(control(page, "en", "returnCity")).toHaveValue("Stuttgart");
  await expect(control(page, "en", "returnCountry")).toHaveValue("DE");
  await expect(control(page, "en", "description")).toHaveValue("Line one\nLine two");
});

test("the Support page's link opens the service request", async ({ page }) => {
  await page.goto("/de/support");
  await page.getByRole("link", { name: "Serviceanfrage stellen" }).first().click();
  await expect(page).toHaveURL(/\/de\/support\/service-request$/);
  await expect(control(page, "de", "firstName")).toBeVisible();
});

test("the public upload route, attacked: no ticket, a made-up ticket, another site, a program named .png, and nothing downloadable", async ({
  request,
}) => {
  const create = (headers: Record<string, string>) =>
    request.post("/api/form-uploads", {
      headers: {
        ...TUS,
        "Upload-Length": String(EXECUTABLE.length),
        "Upload-Metadata": `filename ${Buffer.from("photo.png").toString("base64")}`,
        ...headers,
      },
    });
  expect((await create({})).status()).toBe(401);
  expect((await create({ "x-upload-ticket": "A".repeat(32) })).status()).toBe(401);
  const ticketAnswer = await request.post("/api/form-upload-tickets");
  expect(ticketAnswer.status()).toBe(201);
  const { ticket } = (await ticketAnswer.json()) as { ticket: string };
  expect(
    (
      await create({
        "x-upload-ticket": ticket,
        "sec-fetch-site": "cross-site",
        origin: "https://evil.example",
      })
    ).status(),
  ).toBe(403);

  const created = await create({ "x-upload-ticket": ticket });
  expect(created.status()).toBe(201);
  const location = created.headers()["location"] ?? "";
  expect(location).toMatch(/^\/api\/form-uploads\/[A-Za-z0-9_-]+$/);
  const program = await request.patch(location, {
    headers: {
      ...TUS,
      "x-upload-ticket": ticket,
      "Upload-Offset": "0",
      "Content-Type": "application/offset+octet-stream",
    },
    data: EXECUTABLE,
  });
  expect(program.status()).toBe(415);
  // No GET: an upload is never served by the site, whoever asks.
  expect((await request.get(location, { headers: { "x-upload-ticket": ticket } })).status()).toBe(
    405,
  );
  const id = location.split("/").pop();
  expect((await request.get(`${SERVICES_URL}/portal/service-desk/files/${id}`)).status()).toBe(404);
});
