import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, get, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { staticAssets, staticFileOf } from "@/server/static-assets.mjs";

const distDir = mkdtempSync(join(tmpdir(), "static-assets-"));
const chunks = join(distDir, "static", "chunks");
mkdirSync(chunks, { recursive: true });
const SCRIPT = `self.chunk=${JSON.stringify("wire ".repeat(2000))};`;
writeFileSync(join(chunks, "app.js"), SCRIPT);
writeFileSync(join(chunks, "tiny.js"), "self.t=1;");
writeFileSync(join(distDir, "static", "font.woff2"), Buffer.alloc(4000, 7));
writeFileSync(join(distDir, "BUILD_ID"), "secret-build");

const serve = staticAssets({ distDir });
let origin = "";
const server = createServer((request, response) => {
  void serve(request, response).then((answered) => {
    // What Next.js would answer: here, a marker that it was asked.
    if (!answered) response.writeHead(299).end("next");
  });
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(distDir, { recursive: true, force: true });
});

/** The raw answer: status, headers and the body as sent (not decompressed). */
function fetchRaw(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const request = get(`${origin}${path}`, { headers, method }, (response) => {
        const parts: Buffer[] = [];
        response.on("data", (part: Buffer) => parts.push(part));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(parts),
          }),
        );
      });
      request.on("error", reject);
    },
  );
}

describe("staticFileOf: which requests name a file of the build's static folder", () => {
  const dir = "/srv/app/.next/static";
  it.each([
    ["/_next/static/chunks/app.js", "/srv/app/.next/static/chunks/app.js"],
    ["/_next/static/chunks/app.js?dpl=abc", "/srv/app/.next/static/chunks/app.js"],
    ["/_next/static/media/icon.1j0r.svg", "/srv/app/.next/static/media/icon.1j0r.svg"],
    ["/_next/static/chunks/a%20b.css", "/srv/app/.next/static/chunks/a b.css"],
    ["/_next/static/../BUILD_ID", null],
    ["/_next/static/..%2fBUILD_ID", null],
    ["/_next/static/%2e%2e/server/app.js", null],
    ["/_next/static/%E0%A4%A.js", null],
    ["/_next/static/chunks/app.js%00.js", null],
    ["/_next/static/chunks/app.map", null],
    ["/_next/image?url=x", null],
    ["/en/products", null],
    [undefined, null],
  ])("%s → %s", (url, file) => {
    expect(staticFileOf(dir, url)).toBe(file);
  });
});

describe("staticAssets: the build's files, compressed once and kept", () => {
  it.each([
    ["br, gzip", "br"],
    ["gzip, deflate, br;q=0", "gzip"],
    ["identity", undefined],
  ])("sends a script asked with Accept-Encoding %s as %s", async (acceptEncoding, encoding) => {
    const answer = await fetchRaw("/_next/static/chunks/app.js", {
      "accept-encoding": acceptEncoding,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe(encoding);
    expect(answer.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    const decode = { br: brotliDecompressSync, gzip: gunzipSync }[encoding ?? ""] ?? Buffer.from;
    expect(decode(answer.body).toString()).toBe(SCRIPT);
    if (encoding) expect(answer.body.length).toBeLessThan(SCRIPT.length / 10);
  });

  it("sends a file too small to gain, and fonts, as they are", async () => {
    const tiny = await fetchRaw("/_next/static/chunks/tiny.js", { "accept-encoding": "br" });
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.body.toString()).toBe("self.t=1;");
    const font = await fetchRaw("/_next/static/font.woff2", { "accept-encoding": "br" });
    expect(font.headers["content-type"]).toBe("font/woff2");
    expect(font.headers["content-encoding"]).toBeUndefined();
    expect(font.body.length).toBe(4000);
  });

  it("answers 304 to a browser holding the file, and HEAD without a body", async () => {
    const first = await fetchRaw("/_next/static/chunks/app.js");
    const again = await fetchRaw("/_next/static/chunks/app.js", {
      "if-none-match": String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await fetchRaw("/_next/static/chunks/app.js", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(Number(head.headers["content-length"])).toBeGreaterThan(0);
    expect(head.body.length).toBe(0);
  });

  it("keeps what it read: a file changed on disk is still sent as first read", async () => {
    writeFileSync(join(chunks, "kept.js"), SCRIPT);
    await fetchRaw("/_next/static/chunks/kept.js");
    writeFileSync(join(chunks, "kept.js"), "changed");
    const answer = await fetchRaw("/_next/static/chunks/kept.js", { "accept-encoding": "gzip" });
    expect(gunzipSync(answer.body).toString()).toBe(SCRIPT);
  });

  it.each([
    ["a missing file", "GET", "/_next/static/chunks/missing.js", {}],
    ["a path out of the folder", "GET", "/_next/static/..%2fBUILD_ID", {}],
    ["a folder", "GET", "/_next/static/chunks", {}],
    ["a range", "GET", "/_next/static/chunks/app.js", { range: "bytes=0-9" }],
    ["a POST", "POST", "/_next/static/chunks/app.js", {}],
    ["a page", "GET", "/en", {}],
  ])("leaves %s to Next.js", async (_what, method, path, headers) => {
    const answer = await fetchRaw(path, headers, method);
    expect(answer.status).toBe(299);
    expect(answer.body.toString()).toBe("next");
  });
});
