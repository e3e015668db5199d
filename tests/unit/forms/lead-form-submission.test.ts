import { describe, expect, it } from "vitest";

import type { DeliveryResult, IntakeSubmission } from "@/lib/forms/deliver-submission";
import { type FormSubmissionDeps, handleFormSubmission } from "@/lib/forms/handle-form-submission";
import { IdempotentRunner, MemoryIdempotencyStore } from "@/lib/forms/idempotency";
import { PUBLIC_FORMS } from "@/lib/forms/public-forms";
import { MemoryRateLimitStore } from "@/lib/forms/rate-limit";

const KEY = "5c2d0a8e-1f3b-4c6d-8e9f-0a1b2c3d4e5f";

const WHITEPAPER = {
  firstName: "Ana",
  lastName: "Keller",
  email: "ana.keller@example.com",
  company: "Kabelwerk Keller AG",
  country: "Switzerland",
  consent: true,
  whitepaper: "whitepaper-crimp-quality",
};

function setup() {
  const delivered: IntakeSubmission[] = [];
  const deps: FormSubmissionDeps = {
    forms: PUBLIC_FORMS,
    clientKey: () => "client-a",
    rateLimit: { store: new MemoryRateLimitStore(), rule: { limit: 20, windowMs: 60_000 } },
    idempotency: new IdempotentRunner(new MemoryIdempotencyStore()),
    checkBot: async () => ({ accept: true, flagged: false }),
    deliver: async (submission): Promise<DeliveryResult> => {
      delivered.push(submission);
      return { outcome: "stored", reference: "WP-100001" };
    },
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
  };
  const post = (form: string, body: Record<string, unknown>) =>
    handleFormSubmission(
      new Request(`http://127.0.0.1/api/forms/${form}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ idempotencyKey: KEY, botToken: "t", website: "", ...body }),
      }),
      form,
      deps,
    );
  return { delivered, post };
}

describe("the lead forms on POST /api/forms/{form}", () => {
  it.each([
    ["en", "/file/whitepaper-crimp-quality?dl=true"],
    ["de", "/file/whitepaper-crimp-quality?l=de&dl=true"],
  ])(
    "answers a %s whitepaper download with the PDF's link and files a lead",
    async (locale, link) => {
      const { post, delivered } = setup();
      const response = await post("whitepaper-download", { locale, fields: WHITEPAPER });
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({
        status: "received",
        reference: "WP-100001",
        download: link,
      });
      expect(delivered).toMatchObject([
        { destination: "lead", kind: "WHITEPAPER_DOWNLOAD", fields: WHITEPAPER },
      ]);
    },
  );

  it("answers a retry with the same link, filing the lead once", async () => {
    const { post, delivered } = setup();
    const first = await (await post("whitepaper-download", { fields: WHITEPAPER })).json();
    const again = await (await post("whitepaper-download", { fields: WHITEPAPER })).json();
    expect(again).toEqual(first);
    expect(delivered).toHaveLength(1);
  });

  it("gives a bot that fills the honeypot the same kind of answer, and files nothing", async () => {
    const { post, delivered } = setup();
    const response = await post("whitepaper-download", { fields: WHITEPAPER, website: "x" });
    expect(await response.json()).toMatchObject({
      status: "received",
      reference: expect.stringMatching(/^WP-\d{6}$/),
      download: "/file/whitepaper-crimp-quality?dl=true",
    });
    expect(delivered).toEqual([]);
  });

  it.each([
    [
      "whitepaper-download",
      { ...WHITEPAPER, consent: false, whitepaper: "../secret" },
      [
        { field: "consent", message: "Bitte aktivieren Sie das Kontrollkästchen, um fortzufahren" },
        { field: "whitepaper", message: "Bitte geben Sie einen gültigen Wert ein" },
      ],
    ],
    [
      "story-feedback",
      { firstName: "Ana" },
      ["lastName", "company", "country", "message", "story"].map((field) => ({
        field,
        message: "Bitte geben Sie einen gültigen Wert ein",
      })),
    ],
    [
      "contact",
      {
        name: "Ana\r\nBcc: all@example.com",
        email: "ana@example.com",
        phone: "call me",
        company: "K",
        country: "CH",
        message: "Hi",
      },
      ["name", "phone"].map((field) => ({
        field,
        message: "Bitte geben Sie einen gültigen Wert ein",
      })),
    ],
  ])(
    "refuses a wrong %s with 400 naming each field in the submission's language",
    async (form, fields, named) => {
      const { post, delivered } = setup();
      const response = await post(form, { locale: "de", fields });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { fields: unknown }).fields).toEqual(named);
      expect(delivered).toEqual([]);
    },
  );

  it.each([
    ["story-feedback", "STORY_FEEDBACK"],
    ["contact", "CONTACT"],
  ])("files a valid %s as a lead of kind %s", async (form, kind) => {
    const { post, delivered } = setup();
    const fields =
      form === "contact"
        ? {
            name: "Ana Keller",
            email: "ana@example.com",
            company: "K",
            country: "CH",
            message: "Hi",
          }
        : {
            firstName: "Ana",
            lastName: "Keller",
            company: "K",
            country: "CH",
            message: "Hi",
            story: "automating-harness-assembly",
          };
    const response = await post(form, { fields });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ status: "received", reference: "WP-100001" });
    expect(delivered).toMatchObject([{ destination: "lead", kind, fields }]);
  });
});
