import { describe, expect, it } from "vitest";

import type { BotDecision } from "@/lib/bot-protection/verify-bot-token";
import type { DeliveryResult, IntakeSubmission } from "@/lib/forms/deliver-submission";
import {
  type FormSubmissionDeps,
  handleFormSubmission,
  MAX_FORM_BODY_BYTES,
} from "@/lib/forms/handle-form-submission";
import { IdempotentRunner, MemoryIdempotencyStore } from "@/lib/forms/idempotency";
import { PUBLIC_FORMS } from "@/lib/forms/public-forms";
import { MemoryRateLimitStore } from "@/lib/forms/rate-limit";

const FIELDS = {
  email: "ana.keller@example.com",
  firstName: "Ana",
  lastName: "Keller",
  company: "Kabelwerk Keller AG",
  country: "Switzerland",
  product: "Gamma 263",
  serialNumber: "FX-123456",
  message: "The crimp height drifts.",
};
const KEY = "0b9f5a3e-6a41-4c1e-9f0a-2d8f1c7b6e55";

function setup({
  bot = { accept: true, flagged: false } as BotDecision,
  delivery = (): DeliveryResult => ({ outcome: "stored", reference: "SR-100001" }),
  limit = 20,
} = {}) {
  const delivered: IntakeSubmission[] = [];
  const logged: string[] = [];
  const deps: FormSubmissionDeps = {
    forms: PUBLIC_FORMS,
    clientKey: (request) => request.headers.get("x-test-client") ?? "client-a",
    rateLimit: { store: new MemoryRateLimitStore(), rule: { limit, windowMs: 60_000 } },
    idempotency: new IdempotentRunner(new MemoryIdempotencyStore()),
    checkBot: async () => bot,
    deliver: async (submission) => {
      delivered.push(submission);
      return delivery();
    },
    log: { info: (m) => logged.push(m), warn: (m) => logged.push(m), error: (m) => logged.push(m) },
  };
  const post = (body: unknown, headers: Record<string, string> = {}, form = "support-request") =>
    handleFormSubmission(
      new Request(`http://127.0.0.1/api/forms/${form}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
      form,
      deps,
    );
  return { deps, delivered, logged, post };
}

const submission = (overrides: Record<string, unknown> = {}) => ({
  fields: FIELDS,
  idempotencyKey: KEY,
  botToken: "token",
  website: "",
  locale: "en",
  ...overrides,
});

describe("POST /api/forms/{form}", () => {
  it("hands a valid support request to the service desk as a case and answers its reference", async () => {
    const { post, delivered } = setup();
    const response = await post(submission());
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ status: "received", reference: "SR-100001" });
    expect(delivered).toEqual([
      {
        destination: "case",
        kind: "SUPPORT_REQUEST",
        idempotencyKey: KEY,
        locale: "en",
        fields: FIELDS,
        flag: null,
      },
    ]);
  });

  it("names every invalid field with the browser's message, in the submission's language", async () => {
    const { post, delivered } = setup();
    const english = await post(submission({ fields: { ...FIELDS, email: "nope", message: "" } }));
    expect(english.status).toBe(400);
    expect(await english.json()).toMatchObject({
      fields: [
        { field: "email", message: "Please provide a valid email address" },
        { field: "message", message: "Please add some more details" },
      ],
    });
    const german = await post(submission({ fields: {}, locale: "de" }));
    const body = (await german.json()) as { fields: { field: string; message: string }[] };
    expect(body.fields).toHaveLength(8);
    expect(body.fields[0]).toEqual({
      field: "email",
      message: "Bitte geben Sie eine gültige E-Mail-Adresse an",
    });
    expect(delivered).toEqual([]);
  });

  it.each([
    ["not JSON", "{", 400],
    ["an array", "[]", 400],
    ["no idempotency key", JSON.stringify(submission({ idempotencyKey: undefined })), 400],
    ["a made-up idempotency key", JSON.stringify(submission({ idempotencyKey: "1" })), 400],
    ["fields as a string", JSON.stringify(submission({ fields: "x" })), 400],
    ["no bot token at all", JSON.stringify(submission({ botToken: undefined })), 400],
    [
      "a bot token of 5,000 characters",
      JSON.stringify(submission({ botToken: "a".repeat(5000) })),
      400,
    ],
    [
      "fields of the wrong type",
      JSON.stringify(submission({ fields: { ...FIELDS, email: ["a@b.ch"] } })),
      400,
    ],
  ])("answers %s with a 4xx naming the problem, never a 5xx", async (_name, body, status) => {
    const { post, delivered } = setup();
    const response = await post(body);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({
      error: "Invalid request",
      message: expect.any(String),
    });
    expect(delivered).toEqual([]);
  });

  it("refuses a body past the size limit with 413, even sent without Content-Length", async () => {
    const { post, delivered } = setup();
    const huge = JSON.stringify(
      submission({ fields: { ...FIELDS, message: "x".repeat(MAX_FORM_BODY_BYTES) } }),
    );
    expect((await post(huge)).status).toBe(413);
    expect(delivered).toEqual([]);
  });

  it("refuses another content type with 415 and an unknown form with 404", async () => {
    const { post } = setup();
    expect((await post(submission(), { "content-type": "text/plain" })).status).toBe(415);
    expect((await post(submission(), {}, "constructor")).status).toBe(404);
    expect((await post(submission(), {}, "__proto__")).status).toBe(404);
  });

  it("refuses a submission another site's page made the browser send", async () => {
    const { post, delivered } = setup();
    const response = await post(submission(), {
      "sec-fetch-site": "cross-site",
      origin: "https://evil.example",
    });
    expect(response.status).toBe(403);
    expect(delivered).toEqual([]);
  });

  it("a flood from one client gets 429 with Retry-After; another client still gets through", async () => {
    const { post, delivered } = setup({ limit: 3 });
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      statuses.push((await post(submission({ idempotencyKey: crypto.randomUUID() }))).status);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    const refused = await post(submission({ idempotencyKey: crypto.randomUUID() }));
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(delivered).toHaveLength(3);
    const other = await post(submission({ idempotencyKey: crypto.randomUUID() }), {
      "x-test-client": "client-b",
    });
    expect(other.status).toBe(201);
  });

  it("answers a bot that fills the honeypot like a person, stores nothing and logs it", async () => {
    const { post, delivered, logged } = setup();
    const response = await post(submission({ website: "https://spam.example" }));
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      status: "received",
      reference: expect.stringMatching(/^SR-\d{6}$/),
    });
    expect(delivered).toEqual([]);
    expect(logged.join("\n")).toMatch(/honeypot filled, not stored/);
  });

  it("stores a double-clicked or retried submission once and answers both alike", async () => {
    const { post, delivered } = setup();
    const [first, second] = await Promise.all([post(submission()), post(submission())]);
    const retry = await post(submission({ botToken: "" }));
    expect(await first!.json()).toEqual({ status: "received", reference: "SR-100001" });
    expect(await second!.json()).toEqual({ status: "received", reference: "SR-100001" });
    expect(retry.status).toBe(201);
    expect(delivered).toHaveLength(1);
  });

  it("refuses the same idempotency key with other content (409)", async () => {
    const { post, delivered } = setup();
    await post(submission());
    const reused = await post(submission({ fields: { ...FIELDS, message: "Something else" } }));
    expect(reused.status).toBe(409);
    expect(delivered).toHaveLength(1);
  });

  it("refuses what the bot check refuses with 403, storing nothing", async () => {
    const { post, delivered } = setup({ bot: { accept: false, reason: "low-score" } });
    const response = await post(submission());
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: "Bot check failed" });
    expect(delivered).toEqual([]);
  });

  it("hands on a submission accepted without a verdict flagged for the service desk", async () => {
    const { post, delivered, logged } = setup({
      bot: { accept: true, flagged: true, reason: "no token" },
    });
    expect((await post(submission({ botToken: "" }))).status).toBe(201);
    expect(delivered[0]?.flag).toBe("bot check: no token");
    expect(logged.join("\n")).toMatch(/accepted and flagged \(no token\)/);
  });

  it("answers 503 while the service desk or the bot check provider is down, and a retry then succeeds", async () => {
    let up = false;
    const { post, delivered } = setup({
      delivery: () =>
        up
          ? { outcome: "stored", reference: "SR-100002" }
          : { outcome: "unavailable", detail: "ECONNREFUSED" },
    });
    const down = await post(submission());
    expect(down.status).toBe(503);
    expect(await down.json()).not.toHaveProperty("stack");
    up = true;
    expect((await post(submission())).status).toBe(201);
    expect(delivered).toHaveLength(2);
    const providerDown = setup({
      bot: { accept: false, reason: "provider unavailable", providerDown: true },
    });
    expect((await providerDown.post(submission())).status).toBe(503);
  });

  it.each<[string, DeliveryResult, number, unknown]>([
    [
      "attachments whose upload expired are the visitor's matter: 400 at the field",
      {
        outcome: "refused",
        detail: "status 400: fields.attachments: the upload ticket is unknown or has expired",
        field: "attachments",
      },
      400,
      {
        error: "Invalid request",
        message: "Please correct the marked fields.",
        fields: [
          {
            field: "attachments",
            message:
              "The attached files could not be used: their upload has expired or was not finished. Please remove them and attach them again.",
          },
        ],
      },
    ],
    [
      "a checked submission the intake refuses otherwise is its disagreement: 502",
      { outcome: "refused", detail: "status 400: kind unknown", field: null },
      502,
      { error: "Bad gateway", message: "The service desk refused the submission" },
    ],
  ])("%s", async (_, delivery, status, body) => {
    const { post } = setup({ delivery: () => delivery });
    const response = await post(submission());
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual(body);
  });
});
