import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { inlineScriptHashes } from "@/server/inline-script-hashes.mjs";
import { hashPageScripts, mayAnswerWithPage } from "@/server/script-hashing.mjs";

const PAGE = "<html><body><script>self.a=1</script><p>hello</p><script>self.b=2</script></body>";
const policyFor = (hashes: string[]) => `script-src 'self' ${hashes.join(" ")}`.trim();

/** How Next.js writes: headers first, then the body in pieces. */
const writers: Record<string, (response: ServerResponse) => void> = {
  "/page": (response) => {
    response.setHeader("Content-Type", "text/html; charset=utf-8");
    response.setHeader("Vary", "RSC");
    response.write(PAGE.slice(0, 30));
    response.write(Buffer.from(PAGE.slice(30)));
    response.end();
  },
  "/page-with-head": (response) => {
    response.writeHead(200, { "Content-Type": "text/html", "Content-Length": PAGE.length });
    response.end(PAGE);
  },
  "/data.json": (response) => {
    response.setHeader("Content-Type", "application/json");
    response.end('{"a":1}');
  },
  "/api/page": (response) => {
    response.setHeader("Content-Type", "text/html");
    response.end(PAGE);
  },
};

let origin = "";
const server = createServer((request, response) => {
  response.setHeader("Content-Security-Policy", "script-src 'self'");
  hashPageScripts(request, response, policyFor);
  writers[request.url ?? ""]?.(response);
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const expectedPolicy = policyFor(inlineScriptHashes(PAGE));

describe("hashPageScripts: a page Next.js writes names its inline scripts", () => {
  it.each([
    ["/page", "identity", null],
    ["/page", "gzip", "gzip"],
    ["/page", "br, gzip", "br"],
    ["/page-with-head", "gzip", "gzip"],
  ])("%s asked with Accept-Encoding %s", async (path, acceptEncoding, encoding) => {
    const response = await fetch(`${origin}${path}`, {
      headers: { "accept-encoding": acceptEncoding },
    });
    expect(response.headers.get("content-security-policy")).toBe(expectedPolicy);
    expect(response.headers.get("content-encoding")).toBe(encoding);
    expect(response.headers.get("vary")).toMatch(/Accept-Encoding$/);
    // fetch decodes gzip and br itself: the page arrives whole.
    expect(await response.text()).toBe(PAGE);
  });

  it("keeps the Vary of Next.js and adds Accept-Encoding", async () => {
    const response = await fetch(`${origin}/page`);
    expect(response.headers.get("vary")).toBe("RSC, Accept-Encoding");
  });

  it("sends the compressed length, not the plain one", async () => {
    const { request } = await import("node:http");
    const raw = await new Promise<{ length: string | undefined; body: Buffer }>((resolve) => {
      request(`${origin}/page-with-head`, { headers: { "accept-encoding": "gzip" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ length: res.headers["content-length"], body: Buffer.concat(chunks) }),
        );
      }).end();
    });
    expect(Number(raw.length)).toBe(raw.body.length);
    expect(gunzipSync(raw.body).toString()).toBe(PAGE);
  });

  it.each([["/data.json"], ["/api/page"]])("%s passes through untouched", async (path) => {
    const response = await fetch(`${origin}${path}`);
    expect(response.headers.get("content-security-policy")).toBe("script-src 'self'");
  });
});

describe("mayAnswerWithPage", () => {
  it.each([
    ["GET", "/en/company", true],
    ["HEAD", "/en", true],
    ["GET", "/style-guide", true],
    ["POST", "/en/company", false],
    ["GET", "/_next/static/chunks/a.js", false],
    ["GET", "/api/health/live", false],
    ["GET", "/file/annual-report", false],
  ])("%s %s: %s", (method, url, expected) => {
    expect(mayAnswerWithPage({ method, url })).toBe(expected);
  });
});
