import { randomUUID } from "node:crypto";

import { expect, type Page, test } from "@playwright/test";

import { useOwnStack } from "./support/own-stack";
import { PNG } from "./support/ticket-uploads";
import { TIMEOUTS } from "./support/timeouts";

const PORT_OFFSET = 311;
const site = `http://127.0.0.1:${Number(process.env.E2E_SITE_PORT ?? 3100) + PORT_OFFSET}`;
// A stack of its own: the service desk (a stand-in) is stopped.
const stack = useOwnStack({ portOffset: PORT_OFFSET, site: { env: { SITE_URL: site } } });
const servicesUrl = stack.servicesUrl;
const FORM = "/de/support/service-request";
const FAILURE =
  "Die Übermittlung ist fehlgeschlagen, wir entschuldigen uns für die Unannehmlichkeiten. Bitte versuchen Sie es erneut oder senden Sie Ihre Anfrage per E-Mail";
const SUCCESS =
  "Vielen Dank für Ihre Serviceanfrage! Wir bearbeiten sie und melden uns so bald wie möglich bei Ihnen.";

test.use({ baseURL: site });

async function fill(page: Page, company: string) {
  const texts: Record<string, string> = {
    Vorname: "Carla",
    Nachname: "Kunde",
    "E-Mail": "carla.kunde@example.com",
    Firma: company,
    Adresse: "Industriestrasse 6",
    Ort: "Dierikon",
    "Bundesland / Kanton": "Luzern",
    Postleitzahl: "6036",
    Betreff: "Maschine steht",
    Beschreibung: "Die Maschine steht seit heute Morgen.",
    Maschinenname: "Linie 2",
    Seriennummer: "FX-123456",
  };
  for (const [label, value] of Object.entries(texts)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByLabel("Land", { exact: true }).selectOption("CH");
  await page.getByLabel("Gewünschte Dienstleistung", { exact: true }).selectOption("REPAIR");
  await page.getByLabel("Ansprechstandort", { exact: true }).selectOption("location-ferrion-ag");
  await page.getByLabel("Diese Anfrage gehört zu einem bestehenden Fall", { exact: true }).check();
  await page.getByLabel("Fallnummer", { exact: true }).fill("T-1042");
}

test("with the service desk down, the service request's failure text and help address show, nothing typed or uploaded is lost, and the retry after it is back is stored once with its photo", async ({
  page,
}) => {
  test.setTimeout(TIMEOUTS.testMs + TIMEOUTS.processStartMs);
  await page.goto(FORM);
  const company = `Kabelwerk ${randomUUID().slice(0, 8)}`;
  await fill(page, company);
  await page.getByLabel("Dateien auswählen").setInputFiles({
    name: "typenschild.png",
    mimeType: "image/png",
    buffer: PNG,
  });
  const progress = page.getByRole("progressbar", { name: "Hochladen von typenschild.png" });
  await expect(progress).toHaveAttribute("value", "100");
  await stack.stopServices();

  await page.getByRole("button", { name: "Senden" }).click();
  const failure = page.getByRole("alert").filter({ hasText: FAILURE });
  await expect(failure).toBeVisible();
  await expect(failure.getByRole("link", { name: "service@ferrion.example" })).toHaveAttribute(
    "href",
    "mailto:service@ferrion.example",
  );
  await expect(page.getByLabel("Firma", { exact: true })).toHaveValue(company);
  await expect(page.getByLabel("Fallnummer", { exact: true })).toHaveValue("T-1042");
  await expect(progress).toHaveAttribute("value", "100");

  await stack.startServices();
  await page.getByRole("button", { name: "Senden" }).click();
  await expect(page.getByRole("status").filter({ hasText: SUCCESS })).toBeVisible();

  await page.goto(`${servicesUrl}/portal/service-desk`);
  const record = page.getByRole("article").filter({ hasText: company });
  await expect(record).toHaveCount(1);
  await expect(record.getByRole("link", { name: "typenschild.png" })).toBeVisible();
  await expect(record).toContainText("caseIdT-1042");
});
