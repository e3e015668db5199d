import { describe, expect, it } from "vitest";

import { PUBLIC_FORMS } from "@/lib/forms/public-forms";
import {
  ATTACHMENTS_INVALID,
  checkAttachmentFields,
  MAX_FORM_ATTACHMENTS,
} from "@/lib/forms/uploads/attachment-fields";
import {
  admitFormUpload,
  FORM_UPLOAD_RATE_LIMIT,
  type FormUploadDeps,
  issueUploadTicket,
  UPLOAD_TICKET_RATE_LIMIT,
} from "@/lib/forms/uploads/form-upload-gate";
import { MemoryRateLimitStore } from "@/lib/forms/rate-limit";

const TICKET = "AbCdEfGhIjKlMnOpQrStUvWxYz012345";
const FIELDS = {
  firstName: "Carla",
  lastName: "Kunde",
  email: "carla.kunde@example.com",
  company: "Kabelwerk Kunde AG",
  address: "Industriestrasse 6",
  city: "Dierikon",
  state: "Luzern",
  zip: "6036",
  country: "CH",
  requestedService: "REPAIR",
  subject: "Crimp height drifts",
  description: "See the photo.",
  machineName: "Line 1.1 Zeta",
  serialNumber: "ZT640-2019-17919",
  contactLocation: "location-ferrion-ag",
};

describe("a submission's attachments", () => {
  it.each([
    ["none", {}, { ok: true, ids: [] }],
    ["an empty list", { attachments: [] }, { ok: true, ids: [] }],
    [
      "ids with their ticket",
      { uploadTicket: TICKET, attachments: ["a1", "b2"] },
      { ok: true, ticket: TICKET, ids: ["a1", "b2"] },
    ],
    ["ids without a ticket", { attachments: ["a1"] }, { ok: false }],
    ["a ticket of the wrong form", { uploadTicket: "short", attachments: ["a1"] }, { ok: false }],
    ["one id twice", { uploadTicket: TICKET, attachments: ["a1", "a1"] }, { ok: false }],
    ["a path as an id", { uploadTicket: TICKET, attachments: ["../a1"] }, { ok: false }],
    ["ids as one string", { uploadTicket: TICKET, attachments: "a1 b2" }, { ok: false }],
    ["a number as an id", { uploadTicket: TICKET, attachments: [1] }, { ok: false }],
    [
      `${MAX_FORM_ATTACHMENTS + 1} files`,
      {
        uploadTicket: TICKET,
        attachments: Array.from({ length: MAX_FORM_ATTACHMENTS + 1 }, (_, i) => `f${i}`),
      },
      { ok: false },
    ],
  ])("%s", (_name, fields, expected) => {
    expect(checkAttachmentFields(fields)).toEqual(expected);
  });

  const rules = PUBLIC_FORMS["service-request"]!.schema;

  it("the service request passes the ticket and the ids on as the intake takes them", () => {
    const result = rules.safeParse({ ...FIELDS, uploadTicket: TICKET, attachments: ["a1", "b2"] });
    expect(result).toMatchObject({
      success: true,
      data: { uploadTicket: TICKET, attachments: "a1 b2", city: "Dierikon" },
    });
  });

  it("without files it passes neither ticket nor attachments", () => {
    const result = rules.safeParse({ ...FIELDS, uploadTicket: TICKET, attachments: [] });
    expect(result.success && result.data).not.toHaveProperty("uploadTicket");
    expect(result.success && result.data).not.toHaveProperty("attachments");
  });

  it("names wrong attachments beside the other fields' messages", () => {
    const result = rules.safeParse({ ...FIELDS, zip: "", attachments: ["a1"] });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["zip", "ServiceRequest.zipInvalid"],
      ["attachments", ATTACHMENTS_INVALID],
    ]);
  });
});

function deps(
  fetchImpl: typeof fetch = async () => Response.json({ ticket: TICKET }, { status: 201 }),
) {
  const logged: string[] = [];
  const value: FormUploadDeps = {
    clientKey: (request) => request.headers.get("x-test-client") ?? "client-a",
    rateLimit: new MemoryRateLimitStore(),
    intakeUrl: "http://intake.test/portal/intake",
    timeoutMs: 1000,
    log: { warn: (m) => logged.push(m), error: (m) => logged.push(m) },
    fetch: fetchImpl,
  };
  return { deps: value, logged };
}

const request = (path: string, headers: Record<string, string> = {}, method = "POST") =>
  new Request(`http://127.0.0.1${path}`, { method, headers });

describe("POST /api/form-upload-tickets", () => {
  it("hands out the intake's ticket, uncached", async () => {
    const { deps: d } = deps();
    const answer = await issueUploadTicket(request("/api/form-upload-tickets"), d);
    expect(answer.status).toBe(201);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(await answer.json()).toMatchObject({ ticket: TICKET });
  });

  it("refuses another site's page (403) and a client past the hourly limit (429); another client still gets one", async () => {
    const { deps: d } = deps();
    const crossSite = { "sec-fetch-site": "cross-site", origin: "https://evil.example" };
    expect(
      (await issueUploadTicket(request("/api/form-upload-tickets", crossSite), d)).status,
    ).toBe(403);
    for (let index = 0; index < UPLOAD_TICKET_RATE_LIMIT.limit; index++) {
      await issueUploadTicket(request("/api/form-upload-tickets"), d);
    }
    const flooded = await issueUploadTicket(request("/api/form-upload-tickets"), d);
    expect(flooded.status).toBe(429);
    expect(Number(flooded.headers.get("retry-after"))).toBeGreaterThan(0);
    const other = request("/api/form-upload-tickets", { "x-test-client": "client-b" });
    expect((await issueUploadTicket(other, d)).status).toBe(201);
  });

  it.each([
    ["is down", async () => Promise.reject(new TypeError("fetch failed"))],
    ["answers 500", async () => new Response("boom", { status: 500 })],
    [
      "answers a ticket of another shape",
      async () => Response.json({ ticket: "<script>" }, { status: 201 }),
    ],
  ])("answers 503 when the intake %s, without its internals", async (_name, fetchImpl) => {
    const { deps: d, logged } = deps(fetchImpl as typeof fetch);
    const answer = await issueUploadTicket(request("/api/form-upload-tickets"), d);
    expect(answer.status).toBe(503);
    expect(JSON.stringify(await answer.json())).not.toMatch(/boom|script/);
    expect(logged.join("\n")).toMatch(/form uploads/);
  });
});

describe("the gate of /api/form-uploads", () => {
  it("lets a request with a well-formed ticket through", async () => {
    const { deps: d } = deps();
    const caller = await admitFormUpload(
      request("/api/form-uploads", { "x-upload-ticket": TICKET }),
      d,
      { creating: true },
    );
    expect(caller).toEqual({ ok: true, ticket: TICKET });
  });

  it.each([
    ["no ticket", {}],
    ["a ticket too short", { "x-upload-ticket": "abc" }],
    ["an ID token instead", { "x-id-token": "eyJhbGciOi.x.y" }],
  ])("refuses %s with 401", async (_name, headers) => {
    const { deps: d } = deps();
    const caller = await admitFormUpload(request("/api/form-uploads", headers), d, {
      creating: true,
    });
    expect(caller.ok).toBe(false);
    if (!caller.ok) expect(caller.response.status).toBe(401);
  });

  it("counts new uploads per client and hour (429 past the limit), not the chunks of one", async () => {
    const { deps: d } = deps();
    const headers = { "x-upload-ticket": TICKET };
    for (let index = 0; index < FORM_UPLOAD_RATE_LIMIT.limit; index++) {
      expect(
        (await admitFormUpload(request("/api/form-uploads", headers), d, { creating: true })).ok,
      ).toBe(true);
    }
    const flooded = await admitFormUpload(request("/api/form-uploads", headers), d, {
      creating: true,
    });
    expect(flooded.ok || flooded.response.status).toBe(429);
    const chunk = await admitFormUpload(request("/api/form-uploads/a1", headers, "PATCH"), d, {
      creating: false,
    });
    expect(chunk.ok).toBe(true);
  });
});
