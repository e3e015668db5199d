import * as tus from "tus-js-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUploads, MAX_OPEN_UPLOADS } from "../../../local-services/portal/files/uploads.mjs";
import {
  type AttachmentView,
  createUpload,
  data,
  firstError,
  firstMachine,
  graphql,
  idTokenOf,
  patchUpload,
  type PortalServer,
  smallPng,
  startPortalServer,
  TUS,
  uploadFile,
} from "./portal-helpers";

const CREATE = `mutation ($input: NewTicketInput!) {
  createTicket(input: $input) { id attachments { id fileName contentType kind size accessKey } }
}`;
const COMMENT = `mutation ($input: NewCommentInput!) {
  addTicketComment(input: $input) { comments { text attachments { id fileName contentType } } }
}`;

describe("portal uploads (tus 1.0.0 at /portal/uploads)", { timeout: 60_000 }, () => {
  let server: PortalServer;
  let customer: string;
  let admin: string;
  beforeAll(async () => {
    server = await startPortalServer();
    [customer, admin] = await Promise.all([
      idTokenOf(server, "customer@example.com"),
      idTokenOf(server, "admin@example.com"),
    ]);
  }, 60_000);
  afterAll(() => server.close());

  async function newTicket(idToken: string, attachmentIds: string[]) {
    const { locationId, machineId } = await firstMachine(server, idToken);
    return graphql<{ createTicket: { id: string; attachments: AttachmentView[] } }>(
      server,
      idToken,
      CREATE,
      {
        input: {
          locationId,
          machineId,
          type: "BREAKDOWN",
          subject: "Feeder jammed",
          description: "See the photo",
          attachmentIds,
        },
      },
    );
  }

  it("takes a PNG, attaches it to a new ticket once, and serves it with the access key", async () => {
    const png = smallPng();
    const created = await createUpload(server, customer, png.length, "Störung 1.png");
    expect(created.status).toBe(201);
    const location = created.headers.get("location") ?? "";
    expect(location).toMatch(/^\/portal\/uploads\/[A-Za-z0-9_-]+$/);
    const patched = await patchUpload(server, customer, location, 0, png);
    expect(patched.status).toBe(204);
    expect(patched.headers.get("upload-offset")).toBe(String(png.length));
    const head = await fetch(`${server.url}${location}`, {
      method: "HEAD",
      headers: { ...TUS, "x-id-token": customer },
    });
    expect(head.headers.get("upload-offset")).toBe(String(png.length));

    const uploadId = location.split("/").pop()!;
    const answer = await newTicket(customer, [uploadId]);
    const attachment = answer.data!.createTicket.attachments[0]!;
    expect(attachment).toMatchObject({
      fileName: "Störung 1.png",
      contentType: "image/png",
      kind: "IMAGE",
      size: png.length,
    });
    const download = await fetch(
      `${server.url}/portal/attachments/${attachment.id}?key=${attachment.accessKey}`,
    );
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(png);

    expect(firstError(await newTicket(customer, [uploadId]))).toEqual({
      code: "BAD_USER_INPUT",
      message: "attachmentIds: attachmentInvalid",
    });
    // An attached upload is no longer an upload: it cannot be deleted under the ticket.
    const remove = await fetch(`${server.url}${location}`, {
      method: "DELETE",
      headers: { ...TUS, "x-id-token": customer },
    });
    expect(remove.status).toBe(404);
  });

  it("works with tus-js-client (the browser's client), in small chunks", async () => {
    const png = smallPng(60);
    const uploadId = await new Promise<string>((resolve, reject) => {
      const upload = new tus.Upload(Buffer.from(png), {
        endpoint: `${server.url}/portal/uploads`,
        headers: { "x-id-token": customer },
        metadata: { filename: "chunked.png", filetype: "image/png" },
        chunkSize: 7,
        retryDelays: [],
        onError: reject,
        onSuccess: () => resolve(upload.url?.split("/").pop() ?? ""),
      });
      upload.start();
    });
    const answer = await newTicket(customer, [uploadId]);
    expect(answer.data!.createTicket.attachments[0]).toMatchObject({
      fileName: "chunked.png",
      size: png.length,
    });
  });

  it("shows tus-js-client the refusal of a file that is no image", async () => {
    const error = await new Promise<Error>((resolve, reject) => {
      const upload = new tus.Upload(Buffer.concat([Buffer.from("MZ"), Buffer.alloc(64)]), {
        endpoint: `${server.url}/portal/uploads`,
        headers: { "x-id-token": customer },
        metadata: { filename: "setup.png" },
        retryDelays: [],
        onError: resolve,
        onSuccess: () => reject(new Error("uploaded")),
      });
      upload.start();
    });
    expect(String(error)).toMatch(/415/);
    expect(String(error)).toMatch(/Only images or videos can be uploaded/);
  });

  it("decides on the type when the first bytes come in two PATCHes", async () => {
    const png = smallPng(40);
    const created = await createUpload(server, customer, png.length);
    const location = created.headers.get("location") ?? "";
    expect((await patchUpload(server, customer, location, 0, png.subarray(0, 5))).status).toBe(204);
    const rest = await patchUpload(server, customer, location, 5, png.subarray(5));
    expect(rest.status).toBe(204);
  });

  it("refuses an .exe renamed .png with 415 and keeps nothing of it", async () => {
    const exe = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 0x90)]);
    const created = await createUpload(server, customer, exe.length, "holiday.png");
    const location = created.headers.get("location") ?? "";
    const patched = await patchUpload(server, customer, location, 0, exe);
    expect(patched.status).toBe(415);
    expect(await patched.text()).toContain("Only images or videos can be uploaded");
    const head = await fetch(`${server.url}${location}`, {
      method: "HEAD",
      headers: { ...TUS, "x-id-token": customer },
    });
    expect(head.status).toBe(404);
  });

  it("refuses a two-byte file that is not an image", async () => {
    const created = await createUpload(server, customer, 2, "tiny.png");
    const location = created.headers.get("location") ?? "";
    const patched = await patchUpload(server, customer, location, 0, Buffer.from("MZ"));
    expect(patched.status).toBe(415);
  });

  it.each([
    ["over 100 MiB", String(100 * 1024 * 1024 + 1), 413, "Files can be at most 100 MB"],
    ["an empty file", "0", 400, "The file is empty"],
  ])("answers a creation of %s", async (_case, length, status, message) => {
    const created = await createUpload(server, customer, length);
    expect(created.status).toBe(status);
    expect(await created.text()).toContain(message);
  });

  it("refuses a creation without Upload-Length (deferred length)", async () => {
    const created = await fetch(`${server.url}/portal/uploads`, {
      method: "POST",
      headers: { ...TUS, "x-id-token": customer, "upload-defer-length": "1" },
    });
    expect(created.status).toBe(400);
  });

  it("refuses a parallel (concatenated) upload with 400, not 501", async () => {
    const created = await fetch(`${server.url}/portal/uploads`, {
      method: "POST",
      headers: {
        ...TUS,
        "x-id-token": customer,
        "upload-concat": "partial",
        "upload-length": "10",
      },
    });
    expect(created.status).toBe(400);
  });

  it("needs a verified ID token for every tus request", async () => {
    expect((await createUpload(server, null, 10)).status).toBe(401);
    const created = await createUpload(server, customer, 10);
    const location = created.headers.get("location") ?? "";
    for (const method of ["HEAD", "PATCH", "DELETE"]) {
      const response = await fetch(`${server.url}${location}`, { method, headers: TUS });
      expect(response.status, method).toBe(401);
    }
  });

  it("hides an upload from every other user (404) and refuses to attach it", async () => {
    const png = smallPng(200);
    const created = await createUpload(server, customer, png.length);
    const location = created.headers.get("location") ?? "";
    const uploadId = location.split("/").pop()!;
    for (const method of ["HEAD", "PATCH", "DELETE"]) {
      const response = await fetch(`${server.url}${location}`, {
        method,
        headers: {
          ...TUS,
          "x-id-token": admin,
          "upload-offset": "0",
          "content-type": "application/offset+octet-stream",
        },
        body: method === "PATCH" ? png : undefined,
      });
      expect(response.status, method).toBe(404);
    }
    // Still the customer's and untouched.
    expect((await patchUpload(server, customer, location, 0, png)).status).toBe(204);
    expect(firstError(await newTicket(admin, [uploadId]))).toEqual({
      code: "BAD_USER_INPUT",
      message: "attachmentIds: attachmentInvalid",
    });
  });

  it("acts on the upload named by the path, never on one smuggled into the query", async () => {
    const victim = await createUpload(server, customer, 100);
    const victimId = (victim.headers.get("location") ?? "").split("/").pop()!;
    const mine = await createUpload(server, admin, 50);
    const mineLocation = mine.headers.get("location") ?? "";
    const crafted = `${server.url}${mineLocation}?x=/${victimId}`;
    const head = await fetch(crafted, { method: "HEAD", headers: { ...TUS, "x-id-token": admin } });
    expect(head.headers.get("upload-length")).not.toBe("100");
    const removed = await fetch(crafted, {
      method: "DELETE",
      headers: { ...TUS, "x-id-token": admin },
    });
    expect(removed.status).toBe(204);
    const still = await fetch(`${server.url}/portal/uploads/${victimId}`, {
      method: "HEAD",
      headers: { ...TUS, "x-id-token": customer },
    });
    expect(still.status).toBe(200);
    expect(still.headers.get("upload-length")).toBe("100");
  });

  it("attaches only finished uploads", async () => {
    const created = await createUpload(server, customer, 500);
    const uploadId = (created.headers.get("location") ?? "").split("/").pop()!;
    expect(firstError(await newTicket(customer, [uploadId])).message).toBe(
      "attachmentIds: attachmentInvalid",
    );
    expect(firstError(await newTicket(customer, ["never-uploaded"])).message).toBe(
      "attachmentIds: attachmentInvalid",
    );
  });

  it("attaches an upload to a comment", async () => {
    const uploadId = await uploadFile(server, customer, smallPng(90), "detail.png");
    const { createTicket } = (await newTicket(customer, [])).data!;
    const answer = await data<{
      addTicketComment: { comments: Array<{ text: string; attachments: AttachmentView[] }> };
    }>(server, customer, COMMENT, {
      input: { ticketId: createTicket.id, text: "Another view", attachmentIds: [uploadId] },
    });
    expect(answer.addTicketComment.comments.at(-1)).toMatchObject({
      text: "Another view",
      attachments: [{ fileName: "detail.png", contentType: "image/png" }],
    });
  });

  it("limits the unattached uploads one user holds", async () => {
    const own = await idTokenOf(server, "internal@example.com");
    for (let index = 0; index < MAX_OPEN_UPLOADS; index += 1) {
      expect((await createUpload(server, own, 10)).status).toBe(201);
    }
    const refused = await createUpload(server, own, 10);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain("Too many unfinished uploads");
  });

  it("removes unattached uploads after 24 hours, and keeps attached ones", async () => {
    const stale = await uploadFile(server, customer, smallPng(10));
    const attached = await uploadFile(server, customer, smallPng(11));
    await newTicket(customer, [attached]);
    const filesDir = `${server.dataDir}/portal-files`;
    const uploads = createUploads({ db: server.store.db, filesDir });
    const removed = await uploads.cleanUp(Date.now() + 25 * 3_600_000);
    expect(removed).toBeGreaterThanOrEqual(1);
    const rows = server.store.db
      .prepare("SELECT id FROM portal_uploads WHERE id IN (?, ?)")
      .all(stale, attached) as Array<{ id: string }>;
    expect(rows.map((row) => row.id)).toEqual([attached]);
    const head = await fetch(`${server.url}/portal/uploads/${stale}`, {
      method: "HEAD",
      headers: { ...TUS, "x-id-token": customer },
    });
    expect(head.status).toBe(404);
  });
});
