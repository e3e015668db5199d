import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccessKeys } from "../../../local-services/portal/files/access-keys.mjs";
import {
  byteRange,
  contentDisposition,
} from "../../../local-services/portal/files/attachments.mjs";
import { tempDir, testStore } from "./helpers";
import {
  type AttachmentView,
  data,
  idTokenOf,
  type PortalServer,
  startPortalServer,
} from "./portal-helpers";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe("attachment access keys", () => {
  it("accept their own key for one hour, and nothing changed or late", () => {
    const keys = createAccessKeys(testStore());
    const now = Date.UTC(2026, 10, 24, 12, 34, 56);
    const key = keys.issue("A-1", now);
    const [expiry, mac] = key.split(".");
    expect(Number(expiry) * 1000 - now).toBeGreaterThan(50 * 60_000);
    expect(Number(expiry) * 1000 - now).toBeLessThanOrEqual(3_600_000);
    expect(keys.expiryOf("A-1", key, now)).toBe(Number(expiry));
    expect(keys.expiryOf("A-1", key, Number(expiry) * 1000)).toBeNull();
    expect(keys.expiryOf("A-2", key, now)).toBeNull();
    const flipped = `${mac![0] === "A" ? "B" : "A"}${mac!.slice(1)}`;
    for (const bad of [
      `${expiry}.${flipped}`,
      `${Number(expiry) + 600}.${mac}`,
      `${expiry}`,
      "",
      null,
      `${expiry}.${mac}x`,
    ]) {
      expect(keys.expiryOf("A-1", bad, now), String(bad)).toBeNull();
    }
  });

  it("gives the same key within ten minutes (the browser's cache can serve a reload)", () => {
    const keys = createAccessKeys(testStore());
    const at = Date.UTC(2026, 10, 24, 12, 0, 5);
    expect(keys.issue("A-1", at)).toBe(keys.issue("A-1", at + 9 * 60_000));
  });

  it("keep their secret across restarts, and another store has another one", () => {
    const dir = tempDir();
    const first = createAccessKeys(testStore(dir));
    const key = first.issue("A-1");
    expect(createAccessKeys(testStore(dir)).expiryOf("A-1", key)).not.toBeNull();
    expect(createAccessKeys(testStore()).expiryOf("A-1", key)).toBeNull();
  });
});

describe("byteRange", () => {
  it.each([
    [undefined, 100, null],
    ["bytes=0-9", 100, { start: 0, end: 9 }],
    ["bytes=90-", 100, { start: 90, end: 99 }],
    ["bytes=-10", 100, { start: 90, end: 99 }],
    ["bytes=-500", 100, { start: 0, end: 99 }],
    ["bytes=50-5000", 100, { start: 50, end: 99 }],
    ["bytes=100-", 100, "unsatisfiable"],
    ["bytes=-0", 100, "unsatisfiable"],
    ["bytes=9-0", 100, null],
    ["bytes=0-1,5-6", 100, null],
    ["items=0-1", 100, null],
    ["bytes=-", 100, null],
  ])("%s of %i bytes → %j", (header, size, expected) => {
    expect(byteRange(header, size)).toEqual(expected);
  });
});

describe("contentDisposition", () => {
  it.each([
    ["photo.png", "inline; filename=\"photo.png\"; filename*=UTF-8''photo.png"],
    ["Störung 1.png", "inline; filename=\"St_rung 1.png\"; filename*=UTF-8''St%C3%B6rung%201.png"],
    [
      'a"b\r\nSet-Cookie: x.png',
      "inline; filename=\"a_b__Set-Cookie_ x.png\"; filename*=UTF-8''a%22b%0D%0ASet-Cookie%3A%20x.png",
    ],
    ["it's (1).png", "inline; filename=\"it_s _1_.png\"; filename*=UTF-8''it%27s%20%281%29.png"],
  ])("names %j safely", (name, header) => {
    expect(contentDisposition("inline", name)).toBe(header);
  });
});

describe("GET /portal/attachments/{id}", { timeout: 60_000 }, () => {
  let server: PortalServer;
  let attachment: AttachmentView;
  beforeAll(async () => {
    server = await startPortalServer();
    const idToken = await idTokenOf(server, "customer@example.com");
    const { tickets } = await data<{
      tickets: { items: Array<{ attachments: AttachmentView[] }> };
    }>(
      server,
      idToken,
      "{ tickets(pageSize: 100) { items { attachments { id fileName contentType kind size accessKey } } } }",
    );
    attachment = tickets.items.flatMap((ticket) => ticket.attachments)[0]!;
  }, 60_000);
  afterAll(() => server.close());

  const url = (query: string, id = attachment.id) =>
    `${server.url}/portal/attachments/${encodeURIComponent(id)}?${query}`;

  it("serves the file inline with its sniffed type, privately cached for at most an hour", async () => {
    const response = await fetch(url(`key=${attachment.accessKey}`));
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(bytes.length).toBe(attachment.size);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-disposition")).toMatch(/^inline; filename="/);
    const cache = response.headers.get("cache-control") ?? "";
    expect(cache).toMatch(/^private, max-age=\d+$/);
    expect(Number(cache.split("=")[1])).toBeLessThanOrEqual(3600);
    expect(response.headers.get("accept-ranges")).toBe("bytes");
  });

  it("offers it as a download with download=1", async () => {
    const response = await fetch(url(`key=${attachment.accessKey}&download=1`));
    expect(response.headers.get("content-disposition")).toBe(
      contentDisposition("attachment", attachment.fileName),
    );
  });

  it("answers a range with 206 and an unsatisfiable one with 416", async () => {
    const partial = await fetch(url(`key=${attachment.accessKey}`), {
      headers: { range: "bytes=0-7" },
    });
    expect(partial.status).toBe(206);
    expect(partial.headers.get("content-range")).toBe(`bytes 0-7/${attachment.size}`);
    expect([...new Uint8Array(await partial.arrayBuffer())]).toEqual(PNG_SIGNATURE);
    const beyond = await fetch(url(`key=${attachment.accessKey}`), {
      headers: { range: `bytes=${attachment.size}-` },
    });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toBe(`bytes */${attachment.size}`);
  });

  it.each([
    ["no key", () => ""],
    ["a tampered key", () => `key=${attachment.accessKey.slice(0, -2)}xx`],
    ["another attachment's key", () => `key=${createAccessKeysOf(server).issue("A-other")}`],
    [
      "an expired key",
      () => `key=${createAccessKeysOf(server).issue(attachment.id, Date.now() - 2 * 3_600_000)}`,
    ],
  ])("answers 404 JSON for %s", async (_case, query) => {
    const response = await fetch(url(query()));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Attachment not found" });
  });

  it("answers 404 for an unknown attachment even with a valid key for its id", async () => {
    const key = createAccessKeysOf(server).issue("A-999999-9");
    const response = await fetch(url(`key=${key}`, "A-999999-9"));
    expect(response.status).toBe(404);
  });
});

function createAccessKeysOf(server: PortalServer) {
  return createAccessKeys(server.store);
}
