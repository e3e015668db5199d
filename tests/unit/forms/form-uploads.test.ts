import http from "node:http";
import type { AddressInfo } from "node:net";

import { describe, expect, it, onTestFinished } from "vitest";

import {
  FORM_UPLOAD_LIFETIME_MS,
  MAX_UPLOADS_PER_TICKET,
  UPLOAD_TICKET_LIFETIME_MS,
} from "@/local-services/portal/intake/form-uploads.mjs";
import { createIntake } from "@/local-services/portal/intake/intake-service.mjs";
import { openStore } from "@/local-services/store/document-store.mjs";

import { tempDir } from "../local-services/helpers";
import { smallPng, TUS } from "../local-services/portal-helpers";

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

/** The intake with its form uploads on a fresh store, its clock in the test's hand. */
async function startIntake() {
  const clock = { now: Date.now() };
  const store = openStore({ dataDir: tempDir() });
  const intake = createIntake({
    db: store.db,
    filesDir: tempDir(),
    log: { warn: () => undefined },
    now: () => clock.now,
  });
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
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const ticket = async () => {
    const answer = await fetch(`${url}/portal/intake/upload-tickets`, { method: "POST" });
    expect(answer.status).toBe(201);
    return ((await answer.json()) as { ticket: string }).ticket;
  };
  const create = (ticketValue: string | null, length: number, fileName = "Störung.png") =>
    fetch(`${url}/portal/intake/uploads`, {
      method: "POST",
      headers: {
        ...TUS,
        ...(ticketValue ? { "x-upload-ticket": ticketValue } : {}),
        "upload-length": String(length),
        "upload-metadata": `filename ${Buffer.from(fileName).toString("base64")}`,
      },
    });
  const patch = (ticketValue: string, location: string, bytes: Uint8Array) =>
    fetch(`${url}${location}`, {
      method: "PATCH",
      headers: {
        ...TUS,
        "x-upload-ticket": ticketValue,
        "upload-offset": "0",
        "content-type": "application/offset+octet-stream",
      },
      body: new Uint8Array(bytes),
    });
  const upload = async (ticketValue: string, bytes: Uint8Array = smallPng()) => {
    const created = await create(ticketValue, bytes.length);
    expect(created.status).toBe(201);
    const location = created.headers.get("location") ?? "";
    expect((await patch(ticketValue, location, bytes)).status).toBe(204);
    return location.split("/").pop()!;
  };
  let keys = 0;
  const submit = (fields: Record<string, unknown>) =>
    fetch(`${url}/portal/intake/cases`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        kind: "SERVICE_REQUEST",
        idempotencyKey: `0b9f5a3e-6a41-4c1e-9f0a-${String(++keys).padStart(12, "0")}`,
        locale: "en",
        fields: { ...FIELDS, ...fields },
      }),
    });
  const cases = async () =>
    (
      (await (await fetch(`${url}/portal/service-desk/cases`)).json()) as {
        records: { reference: string; fields: Record<string, unknown> }[];
      }
    ).records;
  return { url, clock, intake, ticket, create, patch, upload, submit, cases };
}

describe("the public forms' anonymous uploads at the intake", () => {
  it("takes a ticket's image, attaches it to a service request, and serves it only from the service desk as a download", async () => {
    const { url, ticket, upload, submit, cases } = await startIntake();
    const mine = await ticket();
    const id = await upload(mine);
    // Before it is attached, nobody can download it.
    expect((await fetch(`${url}/portal/service-desk/files/${id}`)).status).toBe(404);

    const answer = await submit({ uploadTicket: mine, attachments: id });
    expect(answer.status).toBe(201);
    const [record] = await cases();
    expect(record?.fields.attachments).toBe(id);
    // The ticket is the visitor's key to the uploads; the case does not keep it.
    expect(record?.fields).not.toHaveProperty("uploadTicket");

    const page = await (await fetch(`${url}/portal/service-desk`)).text();
    expect(page).toContain(`<a href="/portal/service-desk/files/${id}" download>Störung.png</a>`);
    const file = await fetch(`${url}/portal/service-desk/files/${id}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(file.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await file.arrayBuffer())).toEqual(Buffer.from(smallPng()));
  });

  it("shows a file name a visitor chose as text on the service desk page", async () => {
    const { url, ticket, create, patch, submit } = await startIntake();
    const mine = await ticket();
    const png = smallPng();
    const created = await create(mine, png.length, '<img src=x onerror="alert(1)">.png');
    const location = created.headers.get("location") ?? "";
    expect((await patch(mine, location, png)).status).toBe(204);
    const id = location.split("/").pop()!;
    expect((await submit({ uploadTicket: mine, attachments: id })).status).toBe(201);
    const page = await (await fetch(`${url}/portal/service-desk`)).text();
    expect(page).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;.png");
    expect(page).not.toContain("<img src=x");
  });

  it("refuses an upload without a ticket or with a made-up one (401), and a file that is no image or video (415)", async () => {
    const { ticket, create, patch } = await startIntake();
    expect((await create(null, 100)).status).toBe(401);
    expect((await create("A".repeat(32), 100)).status).toBe(401);
    const mine = await ticket();
    const text = Buffer.from("#!/bin/sh\necho this is no picture of a machine\n".repeat(4));
    const created = await create(mine, text.length, "run.sh");
    const refused = await patch(mine, created.headers.get("location") ?? "", text);
    expect(refused.status).toBe(415);
  });

  it("an attacker's case cannot take another visitor's upload, even knowing its id; nothing is stored and the owner can still attach it", async () => {
    const { ticket, upload, submit, cases, patch } = await startIntake();
    const [victim, attacker] = [await ticket(), await ticket()];
    const id = await upload(victim);

    const stolen = await submit({ uploadTicket: attacker, attachments: id });
    expect(stolen.status).toBe(400);
    expect(await stolen.json()).toEqual({
      error: `fields.attachments: upload ${id} is not one of this ticket's uploads`,
    });
    expect(await cases()).toEqual([]);
    // Nor can the attacker's ticket touch the upload through tus.
    expect((await patch(attacker, `/portal/intake/uploads/${id}`, smallPng())).status).toBe(404);

    expect((await submit({ uploadTicket: victim, attachments: id })).status).toBe(201);
    // An upload belongs to one case: a second case naming it is refused.
    expect((await submit({ uploadTicket: victim, attachments: id })).status).toBe(400);
    expect(await cases()).toHaveLength(1);
  });

  it("refuses an unfinished upload, a ticket past its lifetime, and malformed attachment fields", async () => {
    const { clock, ticket, create, upload, submit, cases } = await startIntake();
    const mine = await ticket();
    const unfinished = await create(mine, 5000);
    const unfinishedId = (unfinished.headers.get("location") ?? "").split("/").pop()!;
    const refused = await submit({ uploadTicket: mine, attachments: unfinishedId });
    expect(await refused.json()).toEqual({
      error: `fields.attachments: upload ${unfinishedId} is not finished`,
    });

    const id = await upload(mine);
    clock.now += UPLOAD_TICKET_LIFETIME_MS + 1;
    const late = await submit({ uploadTicket: mine, attachments: id });
    expect(late.status).toBe(400);
    expect(await late.json()).toEqual({
      error: "fields.attachments: the upload ticket is unknown or has expired",
    });

    for (const fields of [
      { attachments: id },
      { uploadTicket: mine, attachments: `${id} ${id}` },
      { uploadTicket: mine, attachments: "../../etc/passwd" },
      { uploadTicket: mine, attachments: Array.from({ length: 11 }, (_, i) => `u${i}`).join(" ") },
    ]) {
      expect((await submit(fields)).status).toBe(400);
    }
    expect(await cases()).toEqual([]);
  });

  it(`holds at most ${MAX_UPLOADS_PER_TICKET} unattached uploads per ticket (429 past it)`, async () => {
    const { ticket, create } = await startIntake();
    const mine = await ticket();
    for (let index = 0; index < MAX_UPLOADS_PER_TICKET; index++) {
      expect((await create(mine, 100)).status).toBe(201);
    }
    expect((await create(mine, 100)).status).toBe(429);
  });

  it("removes uploads no case took once their lifetime is over, and keeps attached ones", async () => {
    const { url, intake, ticket, upload, submit } = await startIntake();
    const mine = await ticket();
    const [kept, forgotten] = [await upload(mine), await upload(mine)];
    expect((await submit({ uploadTicket: mine, attachments: kept })).status).toBe(201);
    expect(await intake.formUploads!.cleanUp(Date.now() + FORM_UPLOAD_LIFETIME_MS + 1000)).toBe(1);
    expect((await fetch(`${url}/portal/service-desk/files/${kept}`)).status).toBe(200);
    expect(intake.formUploads!.refusal(mine, [forgotten])).toMatch(/not one of this ticket's/);
  });
});
