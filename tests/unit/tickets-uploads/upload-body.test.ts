import { describe, expect, it } from "vitest";

import { BodyTooLongError, openUploadBody } from "@/lib/tickets-uploads/upload-body";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
const MZ = [0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0];

/** A body arriving in these chunks; records how many chunks were pulled from it. */
function body(chunks: number[][]) {
  const pulled = { count: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks[pulled.count++];
      if (next === undefined) controller.close();
      else controller.enqueue(new Uint8Array(next));
    },
    cancel() {
      pulled.cancelled = true;
    },
  });
  return { stream, pulled };
}

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<number[]> {
  return [...new Uint8Array(await new Response(stream).arrayBuffer())];
}

describe("the first chunk of a file", () => {
  it.each([
    ["a PNG in one chunk", [PNG], true],
    ["a PNG split in bytes", PNG.map((byte) => [byte]), true],
    ["an executable renamed .png", [MZ], false],
    ["a PDF", [[...Buffer.from("%PDF-1.7\n")], [1, 2, 3, 4, 5, 6, 7]], false],
    ["no bytes at all", [], false],
  ])("%s: accepted %#", async (_name, chunks, accepted) => {
    const { stream, pulled } = body(chunks);
    const result = await openUploadBody(stream, { remaining: 1000, sniff: true });
    expect(result.ok).toBe(accepted);
    // A body that has ended has nothing left to cancel.
    if (!accepted && chunks.length > 0) expect(pulled.cancelled).toBe(true);
    if (result.ok) expect(await bytesOf(result.stream)).toEqual(chunks.flat());
  });

  it("reads no more than the chunks holding the first 16 bytes before deciding", async () => {
    const { stream, pulled } = body([PNG.slice(0, 8), PNG.slice(8), [1], [2], [3]]);
    await openUploadBody(stream, { remaining: 1000, sniff: true });
    expect(pulled.count).toBeLessThanOrEqual(3);
  });
});

describe("a later chunk", () => {
  it("is passed on unsniffed, byte for byte", async () => {
    const { stream } = body([MZ, [7, 8, 9]]);
    const result = await openUploadBody(stream, { remaining: 19, sniff: false });
    expect(result.ok && (await bytesOf(result.stream))).toEqual([...MZ, 7, 8, 9]);
  });
});

describe("the bytes passed on", () => {
  it("are reported after each chunk, counted from the start of the request", async () => {
    const { stream } = body([PNG, [1, 2, 3], [4, 5]]);
    const passed: number[] = [];
    const result = await openUploadBody(stream, {
      remaining: 100,
      sniff: true,
      onPassed: (bytes) => passed.push(bytes),
    });
    if (!result.ok) throw new Error("a PNG is a medium");
    await bytesOf(result.stream);
    expect(passed).toEqual([16, 19, 21]);
  });
});

describe("more bytes than the upload has left", () => {
  it("errors the stream before the excess chunk is passed on", async () => {
    const { stream, pulled } = body([PNG, [1, 2, 3, 4], [5, 6, 7, 8]]);
    const result = await openUploadBody(stream, { remaining: 18, sniff: true });
    if (!result.ok) throw new Error("refused");
    const reader = result.stream.getReader();
    const passed: number[] = [];
    const error = await (async () => {
      try {
        for (let read = await reader.read(); !read.done; read = await reader.read()) {
          passed.push(...read.value);
        }
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(BodyTooLongError);
    expect(passed).toEqual(PNG);
    expect(pulled.cancelled).toBe(true);
  });
});
