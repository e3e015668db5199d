import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { streamToBackend } from "@/lib/tickets-uploads/stream-to-backend";
import { BodyTooLongError } from "@/lib/tickets-uploads/upload-body";

let server: Server;
let url: string;
const received: { method?: string; headers?: Record<string, unknown>; bytes: number }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let bytes = 0;
    request.on("data", (chunk: Buffer) => (bytes += chunk.length));
    request.on("end", () => {
      received.push({ method: request.method, headers: request.headers, bytes });
      response.writeHead(204, { "Upload-Offset": String(bytes), "Tus-Resumable": "1.0.0" });
      response.end();
    });
    request.on("error", () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/portal/uploads/u1`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

function stream(chunks: number, size: number, error?: Error) {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === chunks) {
        if (error) controller.error(error);
        else controller.close();
        return;
      }
      sent += 1;
      controller.enqueue(new Uint8Array(size));
    },
  });
}

describe("a body streamed to the back end", () => {
  it("arrives whole, with the headers, and the answer comes back", async () => {
    const response = await streamToBackend(
      url,
      {
        method: "PATCH",
        headers: new Headers({ "x-id-token": "t", "Upload-Offset": "0" }),
        body: stream(8, 64 * 1024),
      },
      { timeoutMs: 5000 },
    );
    expect(response.status).toBe(204);
    expect(response.headers.get("upload-offset")).toBe(String(8 * 64 * 1024));
    expect(received.at(-1)).toMatchObject({
      method: "PATCH",
      headers: { "x-id-token": "t", "upload-offset": "0" },
    });
  });

  it("fails with the stream's own error when the body stream fails", async () => {
    const failure = streamToBackend(
      url,
      { method: "PATCH", headers: new Headers(), body: stream(2, 1024, new BodyTooLongError(10)) },
      { timeoutMs: 5000 },
    );
    await expect(failure).rejects.toBeInstanceOf(BodyTooLongError);
  });
});
