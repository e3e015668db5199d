import { describe, expect, it } from "vitest";

import { readLimitedBody } from "@/lib/api/read-limited-body";

const KB = 1024;

/** A body sent chunked: no Content-Length, `chunks` pieces of `size` bytes, pulled on demand. */
function chunkedBody(chunks: number, size: number) {
  const source = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (source.pulled === chunks) return controller.close();
      source.pulled += 1;
      controller.enqueue(new Uint8Array(size).fill(0x61));
    },
    cancel() {
      source.cancelled = true;
    },
  });
  const request = new Request("http://site.test/api/x", {
    method: "POST",
    body: stream,
    duplex: "half",
  } as RequestInit);
  return { request, source };
}

describe("a route handler's body, read against its limit", () => {
  it.each([
    ["a body under the limit", 3, 10 * KB, 64 * KB, 30 * KB],
    ["a body exactly at the limit", 4, 16 * KB, 64 * KB, 64 * KB],
    ["an empty body", 0, KB, 64 * KB, 0],
  ])("reads %s whole", async (_case, chunks, size, limit, expected) => {
    const { request } = chunkedBody(chunks, size);
    const result = await readLimitedBody(request, limit);
    expect(result.ok && result.bytes.byteLength).toBe(expected);
  });

  it("stops an endless chunked body at the limit: 413, the stream cancelled, no more pulled", async () => {
    const { request, source } = chunkedBody(Number.MAX_SAFE_INTEGER, 16 * KB);
    const result = await readLimitedBody(request, 256 * KB);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.response.status).toBe(413);
    expect(await result.response.json()).toEqual({
      error: "Payload too large",
      message: `the body must be at most ${256 * KB} bytes`,
    });
    expect(source.cancelled).toBe(true);
    // The limit plus what the stream's queue had fetched ahead (a chunk or two), never the rest.
    expect(source.pulled).toBeLessThanOrEqual(256 / 16 + 2);
  });

  it("refuses a declared Content-Length above the limit before reading a byte", async () => {
    const { request, source } = chunkedBody(100, 16 * KB);
    const declared = new Request(request, {
      headers: { "content-length": String(100 * 16 * KB) },
    });
    const result = await readLimitedBody(declared, 64 * KB);
    expect(!result.ok && result.response.status).toBe(413);
    expect(source.cancelled).toBe(true);
    expect(source.pulled).toBeLessThanOrEqual(2);
  });

  it("answers 400 when the body breaks off", async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(10));
        controller.error(new Error("aborted"));
      },
    });
    const request = new Request("http://site.test/api/x", {
      method: "POST",
      body: stream,
      duplex: "half",
    } as RequestInit);
    const result = await readLimitedBody(request, 64 * KB);
    expect(!result.ok && result.response.status).toBe(400);
  });
});
