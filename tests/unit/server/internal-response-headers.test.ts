import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { describe, expect, it } from "vitest";

import {
  hideInternalResponseHeaders,
  isInternalResponseHeader,
} from "@/server/internal-headers.mjs";

describe("internal response headers", () => {
  it.each([
    ["x-middleware-rewrite", true],
    ["X-Middleware-Rewrite", true],
    ["x-middleware-set-cookie", true],
    ["x-invoke-path", true],
    ["x-matched-path", true],
    ["x-prerender-revalidate", true],
    // The browser's Next.js router reads these.
    ["x-nextjs-stale-time", false],
    ["x-nextjs-rewritten-path", false],
    ["content-type", false],
    ["vary", false],
  ])("%s is hidden: %s", (name, expected) => {
    expect(isInternalResponseHeader(name)).toBe(expected);
  });
});

/** The headers a response written by `write` reaches the client with. */
async function headersOnTheWire(write: (response: ServerResponse) => void) {
  const server = createServer((_request, response) => {
    hideInternalResponseHeaders(response);
    write(response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const answer = await fetch(`http://127.0.0.1:${port}/en/nope`);
    await answer.text();
    return Object.fromEntries(answer.headers);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe("hideInternalResponseHeaders", () => {
  it.each<[string, (response: ServerResponse) => void]>([
    [
      "setHeader and appendHeader (Next.js's own path)",
      (response) => {
        response.setHeader("x-middleware-rewrite", "/site-main/en/~404");
        response.appendHeader("X-Invoke-Path", "/x");
        response.setHeader("x-nextjs-stale-time", "300");
        response.setHeader("content-type", "text/plain");
        response.end("x");
      },
    ],
    [
      "writeHead with an object (the page cache's path)",
      (response) => {
        response
          .writeHead(404, {
            "x-middleware-rewrite": "/site-main/en/~404",
            "x-matched-path": "/x",
            "x-nextjs-stale-time": "300",
            "content-type": "text/plain",
          })
          .end("x");
      },
    ],
    [
      "writeHead with a flat list and a status message",
      (response) => {
        response
          .writeHead(404, "Not Found", [
            "x-middleware-rewrite",
            "/site-main/en/~404",
            "x-nextjs-stale-time",
            "300",
            "content-type",
            "text/plain",
          ])
          .end("x");
      },
    ],
  ])("keeps them out of %s", async (_case, write) => {
    const headers = await headersOnTheWire(write);
    expect(
      Object.keys(headers).filter((name) => /^x-(middleware|invoke|matched)/.test(name)),
    ).toEqual([]);
    expect(headers).toMatchObject({ "x-nextjs-stale-time": "300", "content-type": "text/plain" });
  });
});
