import http from "node:http";
import type { AddressInfo } from "node:net";

import { describe, expect, it, onTestFinished } from "vitest";

import { deliverSubmission, type IntakeSubmission } from "@/lib/forms/deliver-submission";
import { type FormSubmissionDeps, handleFormSubmission } from "@/lib/forms/handle-form-submission";
import { IdempotentRunner, MemoryIdempotencyStore } from "@/lib/forms/idempotency";
import { PUBLIC_FORMS } from "@/lib/forms/public-forms";
import { MemoryRateLimitStore } from "@/lib/forms/rate-limit";
import { createIntake } from "@/local-services/portal/intake/intake-service.mjs";
import { openStore } from "@/local-services/store/document-store.mjs";

import { tempDir } from "../local-services/helpers";

const KEY = "7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f";

const FIELDS = {
  firstName: "Carla",
  lastName: "<b>Kunde</b>",
  email: "carla.kunde@example.com",
  telephone: "",
  company: "Kabelwerk Kunde AG",
  address: "Industriestrasse 6",
  city: "Dierikon",
  state: "Luzern",
  zip: "6036",
  country: "CH",
  separateReturnAddress: true,
  returnCompany: "Kabelwerk Kunde GmbH",
  returnAddress: "Industriestraße 12",
  returnCity: "Stuttgart",
  returnState: "Baden-Württemberg",
  returnZip: "70565",
  returnCountry: "DE",
  requestedService: "REPAIR",
  reason: "",
  subject: "Crimp height drifts",
  description: "Since Monday the crimp height drifts by 0.05 mm.",
  existingCase: false,
  caseId: "T-1042",
  machineName: "Line 1.1 Zeta",
  serialNumber: "ZT640-2019-17919",
  warranty: "YES",
  serviceContract: "",
  contactLocation: "location-ferrion-ag",
};

function setup() {
  const delivered: IntakeSubmission[] = [];
  const deps: FormSubmissionDeps = {
    forms: PUBLIC_FORMS,
    clientKey: () => "client-a",
    rateLimit: { store: new MemoryRateLimitStore(), rule: { limit: 20, windowMs: 60_000 } },
    idempotency: new IdempotentRunner(new MemoryIdempotencyStore()),
    checkBot: async () => ({ accept: true, flagged: false }),
    deliver: async (submission) => {
      delivered.push(submission);
      return { outcome: "stored", reference: "SV-100001" };
    },
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
  };
  const post = (fields: unknown, locale = "en") =>
    handleFormSubmission(
      new Request("http://127.0.0.1/api/forms/service-request", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ idempotencyKey: KEY, botToken: "t", website: "", locale, fields }),
      }),
      "service-request",
      deps,
    );
  return { post, delivered };
}

async function startIntake() {
  const store = openStore({ dataDir: tempDir() });
  const intake = createIntake({ db: store.db });
  const server = http.createServer((req, res) => {
    void intake.handle(req, res, (req.url ?? "/").split("?")[0]!).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  onTestFinished(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    store.close();
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("POST /api/forms/service-request", () => {
  it("hands a checked request with its return address to the service desk as a SERVICE_REQUEST case", async () => {
    const { post, delivered } = setup();
    const response = await post(FIELDS);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ status: "received", reference: "SV-100001" });
    expect(delivered).toHaveLength(1);
    const [submission] = delivered;
    expect(submission).toMatchObject({ destination: "case", kind: "SERVICE_REQUEST" });
    expect(submission?.fields).toMatchObject({
      returnCity: "Stuttgart",
      returnCountry: "DE",
      warranty: "YES",
      existingCase: false,
    });
    // The case id belongs to no case when the box is not ticked: it is not passed on.
    expect(submission?.fields.caseId).toBeUndefined();
  });

  it("names every required field, the case id and the return address with the spec's texts, in German", async () => {
    const { post, delivered } = setup();
    const response = await post({ existingCase: true, separateReturnAddress: true }, "de");
    expect(response.status).toBe(400);
    const { fields } = (await response.json()) as { fields: { field: string; message: string }[] };
    const byField = Object.fromEntries(fields.map(({ field, message }) => [field, message]));
    expect(byField).toMatchObject({
      firstName: "Bitte geben Sie einen gültigen Wert ein",
      email: "Bitte geben Sie eine gültige E-Mail-Adresse ein",
      zip: "Bitte geben Sie eine gültige Postleitzahl ein",
      country: "Bitte wählen Sie ein Land",
      requestedService: "Bitte wählen Sie eine Dienstleistung",
      caseId: "Bitte geben Sie eine Fallnummer ein",
      serialNumber: "Bitte geben Sie eine gültige Seriennummer ein",
      returnCompany: "Bitte geben Sie einen gültigen Wert ein",
      returnZip: "Bitte geben Sie eine gültige Postleitzahl ein",
      returnCountry: "Bitte wählen Sie ein Land",
    });
    expect(Object.keys(byField)).not.toContain("telephone");
    expect(delivered).toEqual([]);
  });

  it.each([
    ["a zip that is not Swiss", { zip: "65432" }, "zip", "Please enter a valid zip code"],
    [
      "a return zip not of the return country",
      { returnZip: "6036" },
      "returnZip",
      "Please enter a valid zip code",
    ],
    [
      "a serial number without a digit",
      { serialNumber: "ABCDEF" },
      "serialNumber",
      "Please enter a valid serial number",
    ],
    ["an e-mail without a domain", { email: "carla@" }, "email", "Please enter a valid E-Mail"],
    [
      "a header injection in the last name",
      { lastName: "Kunde\r\nBcc: x@y.z" },
      "lastName",
      "Please enter a valid value",
    ],
    [
      "a made-up service",
      { requestedService: "FREE_MACHINE" },
      "requestedService",
      "Please select a service",
    ],
    [
      "a ticked case box without a case id",
      { existingCase: true, caseId: " " },
      "caseId",
      "Please enter a case ID",
    ],
  ])("refuses %s with 400 naming the field", async (_name, change, field, message) => {
    const { post, delivered } = setup();
    const response = await post({ ...FIELDS, ...change });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: [{ field, message }] });
    expect(delivered).toEqual([]);
  });

  it("the intake of the ticketing stand-in takes what the route passes on, shows it as text, and refuses an unchecked request", async () => {
    const { post, delivered } = setup();
    await post({ ...FIELDS, existingCase: true });
    const url = await startIntake();
    const stored = await deliverSubmission(delivered[0]!, {
      intakeUrl: `${url}/portal/intake`,
      timeoutMs: 5000,
    });
    expect(stored).toEqual({ outcome: "stored", reference: expect.stringMatching(/^SV-1\d{5}$/) });
    const page = await (await fetch(`${url}/portal/service-desk`)).text();
    expect(page).toContain("Service request");
    expect(page).toContain("<dt>caseId</dt><dd>T-1042</dd>");
    expect(page).toContain("<dt>returnCity</dt><dd>Stuttgart</dd>");
    expect(page).toContain("&lt;b&gt;Kunde&lt;/b&gt;");

    const unchecked = await deliverSubmission(
      {
        ...delivered[0]!,
        idempotencyKey: "8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
        fields: { ...FIELDS, zip: "x" },
      },
      { intakeUrl: `${url}/portal/intake`, timeoutMs: 5000 },
    );
    expect(unchecked).toMatchObject({
      outcome: "refused",
      detail: expect.stringContaining("zip"),
      field: "zip",
    });
  });
});
