import { expect, test } from "@playwright/test";

import { signInOverHttp } from "./support/identity-tokens";
import { residentMemory, useOwnStack } from "./support/own-stack";
import { PNG } from "./support/ticket-uploads";
import { TIMEOUTS } from "./support/timeouts";

// A site of its own: its memory is measured, undisturbed by other tests. The shared stand-ins
// (with their test-fixtures door) take the uploads.
const stack = useOwnStack({ portOffset: 151, services: "shared" });
const site = stack.siteUrl;
const servicesUrl = stack.servicesUrl;
const MB = 1024 * 1024;
const FILE_BYTES = 100 * MB;

/** A file of `bytes` that begins like a PNG, made as it is sent: the test holds none of it. */
function generatedFile(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  const chunk = new Uint8Array(MB);
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const next = sent === 0 ? Buffer.concat([PNG, chunk.subarray(PNG.length)]) : chunk;
      const part = next.subarray(0, Math.min(next.length, bytes - sent));
      sent += part.length;
      controller.enqueue(part);
    },
  });
}

const TUS = { "Tus-Resumable": "1.0.0" };
/** What the upload widget sends per request (tus-js-client's chunkSize). */
const WIDGET_CHUNK_BYTES = 5 * MB;

async function createUpload(token: string, bytes: number): Promise<string> {
  const created = await fetch(`${site}/api/ticket-uploads`, {
    method: "POST",
    headers: { ...TUS, "x-id-token": token, "Upload-Length": String(bytes) },
  });
  expect(created.status).toBe(201);
  return `${site}${created.headers.get("location")}`;
}

function patch(token: string, location: string, offset: number, body: BodyInit) {
  return fetch(location, {
    method: "PATCH",
    headers: {
      ...TUS,
      "x-id-token": token,
      "Upload-Offset": String(offset),
      "Content-Type": "application/offset+octet-stream",
    },
    body,
    duplex: "half",
  } as RequestInit);
}

/** The site's resident memory at its highest while `work` runs. */
async function peakMemoryDuring(work: () => Promise<void>): Promise<number> {
  let peak = residentMemory(stack.site());
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMemory(stack.site()));
  }, 25);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return Math.max(peak, residentMemory(stack.site()));
}

test("100 MB uploads stream through the site: the widget's requests and one request of the whole file each grow the site by less than 50 MB", async () => {
  test.setTimeout(TIMEOUTS.manyRequestsMs);
  const fixture = await fetch(`${servicesUrl}/test-fixtures/accounts`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ like: "customer@example.com", ownCompany: true }),
  });
  const account = (await fixture.json()) as { email: string; password: string };
  const token = (await signInOverHttp(servicesUrl, account.email, account.password))
    .id_token as string;

  // A first small upload loads the route's code, which is not what is measured.
  const small = await createUpload(token, PNG.length);
  expect((await patch(token, small, 0, PNG)).status).toBe(204);
  const before = residentMemory(stack.site());

  // As the widget sends a file: 5 MB requests, one after the other.
  const widgetPeak = await peakMemoryDuring(async () => {
    const location = await createUpload(token, FILE_BYTES);
    for (let offset = 0; offset < FILE_BYTES; offset += WIDGET_CHUNK_BYTES) {
      const chunk = Buffer.alloc(WIDGET_CHUNK_BYTES);
      if (offset === 0) PNG.copy(chunk);
      const answer = await patch(token, location, offset, chunk);
      expect(answer.status, await answer.clone().text()).toBe(204);
    }
  });
  // As another client may: the whole file in one request, made as it is sent.
  const wholePeak = await peakMemoryDuring(async () => {
    const location = await createUpload(token, FILE_BYTES);
    const answer = await patch(token, location, 0, generatedFile(FILE_BYTES));
    expect(answer.status, await answer.clone().text()).toBe(204);
    expect(answer.headers.get("upload-offset")).toBe(String(FILE_BYTES));
  });

  const growth = (peak: number) => ((peak - before) / MB).toFixed(1);
  console.log(
    `site RSS ${(before / MB).toFixed(1)} MB before; growth ${growth(widgetPeak)} MB (5 MB requests), ${growth(wholePeak)} MB (one request)`,
  );
  // The budget: under 50 MB, where holding the file would add 100 MB.
  expect(widgetPeak - before).toBeLessThan(50 * MB);
  expect(wholePeak - before).toBeLessThan(50 * MB);
});
