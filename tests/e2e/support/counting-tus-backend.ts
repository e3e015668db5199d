import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface CountingTusBackend {
  /** What the site's PORTAL_FILES_URL is set to. */
  readonly url: string;
  /** The bytes of an upload that have reached the back end so far. */
  received(id: string): number;
  close(): Promise<void>;
}

/**
 * A tus back end of a journey's own that keeps no byte and counts what reaches it, so the
 * journey sees while a request is still being sent how much the site has passed on.
 */
export async function startCountingTusBackend(): Promise<CountingTusBackend> {
  const uploads = new Map<string, { length: number; offset: number }>();
  const server = createServer((request, response) => {
    const tus = { "Tus-Resumable": "1.0.0", "Cache-Control": "no-store" };
    const id = /^\/uploads\/([^/]+)$/.exec(request.url ?? "")?.[1];
    const upload = id === undefined ? undefined : uploads.get(id);
    if (request.method === "POST" && request.url === "/uploads") {
      const created = randomBytes(16).toString("hex");
      uploads.set(created, { length: Number(request.headers["upload-length"]), offset: 0 });
      request.resume();
      response.writeHead(201, { ...tus, Location: `${url}/uploads/${created}` }).end();
    } else if (upload && request.method === "HEAD") {
      const state = { "Upload-Offset": upload.offset, "Upload-Length": upload.length };
      response.writeHead(200, { ...tus, ...state }).end();
    } else if (upload && request.method === "PATCH") {
      request.on("data", (chunk: Buffer) => (upload.offset += chunk.length));
      request.on("end", () =>
        response.writeHead(204, { ...tus, "Upload-Offset": upload.offset }).end(),
      );
    } else {
      request.resume();
      response.writeHead(404, tus).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received: (id) => uploads.get(id)?.offset ?? 0,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
