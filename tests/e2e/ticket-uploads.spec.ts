import { request as http } from "node:http";
import { truncateSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { expect, type APIResponse, test } from "@playwright/test";

import { SERVICES_URL, SITE_URL } from "../../playwright.config";
import { signInOverHttp } from "./support/identity-tokens";
import { TIMEOUTS } from "./support/timeouts";
import { storedIdToken } from "./support/portal";
import { seedSignedIn } from "./support/signed-in";
import { createOwnAccount } from "./support/test-fixtures";
import {
  createTicketWith,
  createUpload,
  createUploadRequest,
  EXECUTABLE,
  patchUpload,
  PNG,
  TUS,
  uploadFile,
} from "./support/ticket-uploads";

const MB = 1024 * 1024;

async function tokenOfOwnAccount(request: Parameters<typeof createOwnAccount>[0]) {
  const account = await createOwnAccount(request, "customer@example.com", undefined, {
    ownCompany: true,
  });
  return (await signInOverHttp(SERVICES_URL, account.email, account.password)).id_token as string;
}

async function expectRefusal(response: APIResponse, status: number, message: RegExp) {
  expect(response.status()).toBe(status);
  const body = await response.text();
  expect(body).toMatch(message);
  expect(body).not.toMatch(/at .*\.(js|ts|mjs):\d+|ECONNREFUSED/);
}

test.describe("the upload route /api/ticket-uploads, attacked", () => {
  test("without an ID token nothing is created: 401", async ({ request }) => {
    const response = await createUploadRequest(request, null, PNG.length);
    await expectRefusal(response, 401, /x-id-token/);
    expect(response.headers()["www-authenticate"]).toContain("invalid_token");
  });

  test("a 101 MB file is refused from its declared length: 413; an empty one: 400", async ({
    request,
  }) => {
    const token = await tokenOfOwnAccount(request);
    await expectRefusal(
      await createUploadRequest(request, token, 101 * MB),
      413,
      /too large: at most 104857600 bytes/,
    );
    await expectRefusal(await createUploadRequest(request, token, 0), 400, /The file is empty/);
    await expectRefusal(await createUploadRequest(request, token, "lots"), 400, /whole number/);
  });

  test("an executable named .png is refused from its first bytes: 415, and the upload is gone", async ({
    request,
  }) => {
    const token = await tokenOfOwnAccount(request);
    const location = await createUpload(request, token, EXECUTABLE.length, "setup.png");
    const response = await patchUpload(request, location, token, 0, EXECUTABLE);
    await expectRefusal(response, 415, /Only images or videos can be uploaded/);
    const after = await request.head(location, { headers: { ...TUS, "x-id-token": token } });
    expect(after.status()).toBe(404);
  });

  test("a request another site's page made is refused: 403", async ({ request }) => {
    const token = await tokenOfOwnAccount(request);
    const response = await createUploadRequest(request, token, PNG.length, "photo.png", {
      "Sec-Fetch-Site": "cross-site",
      Origin: "https://evil.example",
    });
    await expectRefusal(response, 403, /another site/);
  });

  test("another user's upload cannot be read, written or deleted: 404", async ({ request }) => {
    const owner = await tokenOfOwnAccount(request);
    const other = await tokenOfOwnAccount(request);
    const location = await createUpload(request, owner, PNG.length);
    const headers = { ...TUS, "x-id-token": other };
    expect((await request.head(location, { headers })).status()).toBe(404);
    expect((await patchUpload(request, location, other, 0, PNG)).status()).toBe(404);
    expect((await request.delete(location, { headers })).status()).toBe(404);
    // The owner's upload is untouched and still finishes.
    const finished = await patchUpload(request, location, owner, 0, PNG);
    expect(finished.status()).toBe(204);
  });

  test("an upload cut off halfway leaves nothing attachable", async ({ request }) => {
    const token = await tokenOfOwnAccount(request);
    const length = 64 * 1024;
    const location = await createUpload(request, token, length);
    const half = Buffer.concat([PNG, Buffer.alloc(length / 2 - PNG.length, 7)]);
    await new Promise<void>((resolve) => {
      const cut = http(`${SITE_URL}${location}`, {
        method: "PATCH",
        headers: {
          ...TUS,
          "x-id-token": token,
          "Upload-Offset": "0",
          "Content-Type": "application/offset+octet-stream",
          "Content-Length": String(length),
        },
      });
      cut.on("error", () => resolve());
      cut.on("close", () => resolve());
      cut.write(half, () => setTimeout(() => cut.destroy(), 200));
    });
    const id = location.split("/").pop() ?? "";
    const answer = await createTicketWith(request, token, [id]);
    expect(answer.errors?.[0]?.message).toBeTruthy();
    expect(answer.data?.createTicket ?? null).toBeNull();
    const head = await request.head(location, { headers: { ...TUS, "x-id-token": token } });
    expect(head.status()).toBe(200);
    expect(Number(head.headers()["upload-offset"])).toBeLessThan(length);
  });

  test("no byte beyond the upload's declared length is taken: 413", async ({ request }) => {
    const token = await tokenOfOwnAccount(request);
    const location = await createUpload(request, token, PNG.length);
    const response = await patchUpload(request, location, token, 0, Buffer.concat([PNG, PNG]));
    await expectRefusal(response, 413, /remaining 70 bytes/);
  });
});

test.describe("a finished upload, attached and downloaded", () => {
  test("streams back with its type, ranges and the back end's headers; a bad key is 404", async ({
    request,
  }) => {
    const token = await tokenOfOwnAccount(request);
    const id = await uploadFile(request, token, PNG);
    const answer = await createTicketWith(request, token, [id]);
    expect(answer.errors).toBeUndefined();
    const ticket = answer.data?.createTicket as {
      attachments: { id: string; accessKey: string }[];
    };
    const attachment = ticket.attachments[0]!;
    const href = `/api/ticket-attachments/${attachment.id}?key=${encodeURIComponent(attachment.accessKey)}`;

    const whole = await request.get(href);
    expect(whole.status()).toBe(200);
    expect(whole.headers()["content-type"]).toBe("image/png");
    expect(whole.headers()["content-disposition"]).toMatch(/^inline/);
    expect(whole.headers()["cache-control"]).toContain("private");
    expect(Buffer.compare(await whole.body(), PNG)).toBe(0);

    const part = await request.get(href, { headers: { Range: "bytes=0-7" } });
    expect(part.status()).toBe(206);
    expect(part.headers()["content-range"]).toBe(`bytes 0-7/${PNG.length}`);
    expect([...(await part.body())]).toEqual([...PNG.subarray(0, 8)]);

    const download = await request.get(`${href}&download=1`);
    expect(download.headers()["content-disposition"]).toMatch(/^attachment/);

    for (const bad of [
      `/api/ticket-attachments/${attachment.id}?key=forged`,
      `/api/ticket-attachments/${attachment.id}`,
      `/api/ticket-attachments/..%2F..%2Fetc?key=${attachment.accessKey}`,
      `/api/ticket-attachments/unknown-id?key=${attachment.accessKey}`,
    ]) {
      const response = await request.get(bad);
      expect(response.status(), bad).toBe(404);
    }
  });
});

test.describe("files in the browser", () => {
  test("an .exe renamed .png, an empty file and a 101 MB file each get a clear message", async ({
    page,
    request,
  }) => {
    const account = await createOwnAccount(request, "customer@example.com", undefined, {
      ownCompany: true,
    });
    await seedSignedIn(page, account);
    await page.goto("/en/mykomax/tickets/newticket");
    const picker = page.getByLabel("choose files");

    const dir = mkdtempSync(join(tmpdir(), "ferrion-uploads-"));
    const huge = join(dir, "huge.mp4");
    writeFileSync(huge, "");
    truncateSync(huge, 101 * MB);
    const uploadRequests: string[] = [];
    page.on("request", (sent) => {
      if (sent.url().includes("/api/ticket-uploads")) uploadRequests.push(sent.url());
    });
    await picker.setInputFiles(huge);
    await expect(page.getByRole("alert").filter({ hasText: "huge.mp4 was refused" })).toHaveText(
      "huge.mp4 was refused: it is larger than 100 MB.",
    );
    await picker.setInputFiles({
      name: "empty.png",
      mimeType: "image/png",
      buffer: Buffer.alloc(0),
    });
    await expect(page.getByRole("alert").filter({ hasText: "empty.png" })).toHaveText(
      "empty.png was refused: the file is empty.",
    );
    expect(uploadRequests, "refused before any upload").toEqual([]);

    await picker.setInputFiles({ name: "setup.png", mimeType: "image/png", buffer: EXECUTABLE });
    await expect(page.getByRole("alert").filter({ hasText: "setup.png" })).toHaveText(
      "setup.png was refused: only images or videos can be uploaded.",
    );
  });

  test("cancelling a running upload deletes it on the server", async ({ page, request }) => {
    const account = await createOwnAccount(request, "customer@example.com", undefined, {
      ownCompany: true,
    });
    await seedSignedIn(page, account);
    await page.goto("/en/mykomax/tickets/newticket");
    // The upload is created, but its bytes never arrive: it runs until it is cancelled.
    let bytesSent = () => {};
    const sendingBytes = new Promise<void>((resolve) => (bytesSent = resolve));
    await page.route("**/api/ticket-uploads/*", (route) =>
      route.request().method() === "PATCH" ? bytesSent() : route.fallback(),
    );
    const deleted = page.waitForResponse(
      (response) =>
        response.url().includes("/api/ticket-uploads/") && response.request().method() === "DELETE",
    );
    await page.getByLabel("choose files").setInputFiles({
      name: "slow.png",
      mimeType: "image/png",
      buffer: PNG,
    });
    await expect(page.getByRole("progressbar", { name: "Upload of slow.png" })).toBeVisible();
    await sendingBytes;
    await page.getByRole("button", { name: "Cancel the upload of slow.png" }).click();
    await expect(page.getByRole("progressbar", { name: "Upload of slow.png" })).toBeHidden();
    const answer = await deleted;
    expect(answer.status()).toBe(204);
    const token = (await storedIdToken(page)) ?? "";
    const gone = await request.head(new URL(answer.url()).pathname, {
      headers: { ...TUS, "x-id-token": token },
    });
    expect(gone.status()).toBe(404);
  });

  test("after the connection fails, Retry resumes the upload and it finishes", async ({
    page,
    request,
  }) => {
    test.setTimeout(TIMEOUTS.testMs * 2);
    const account = await createOwnAccount(request, "customer@example.com", undefined, {
      ownCompany: true,
    });
    await seedSignedIn(page, account);
    await page.goto("/en/mykomax/tickets/newticket");
    // Every attempt to send the bytes fails as a dropped connection does (tus-js-client tries
    // a few times on its own first).
    await page.route("**/api/ticket-uploads/*", (route) =>
      route.request().method() === "PATCH" ? route.abort("connectionreset") : route.fallback(),
    );
    await page.getByLabel("choose files").setInputFiles({
      name: "flaky.png",
      mimeType: "image/png",
      buffer: PNG,
    });
    await expect(page.getByRole("alert").filter({ hasText: "flaky.png" })).toHaveText(
      "The upload of flaky.png was interrupted. Retry to continue where it stopped.",
      { timeout: TIMEOUTS.testMs },
    );
    await page.unroute("**/api/ticket-uploads/*");
    await page.getByRole("button", { name: "Retry the upload of flaky.png" }).click();
    await expect(page.getByRole("progressbar", { name: "Upload of flaky.png" })).toHaveAttribute(
      "value",
      "100",
    );
    await expect(page.getByText("Uploaded", { exact: true })).toBeVisible();
  });
});
