import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";

import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";

import { logOptions } from "@/lib/log/log-options.mjs";
import { notePageCacheDecision, observeRequests } from "@/server/request-telemetry.mjs";

import { traceInMemory } from "../support/in-memory-tracing";

const exporter = traceInMemory();

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

/** A server answering through observeRequests; returns its URL and the JSON lines it logged. */
async function serve(
  tracing: boolean,
  isOwnRequest: (request: IncomingMessage) => boolean = () => false,
) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  const log = pino(logOptions({}), stream);
  server = createServer(
    observeRequests(
      (request, response) => {
        // Something the handler logs, as proxy.ts's 404 line: it must carry the request's trace.
        log.warn(`handling ${request.url}`);
        notePageCacheDecision(response, "hit");
        response.writeHead(request.url === "/missing" ? 404 : 200).end("ok");
      },
      { tracing, log, isOwnRequest },
    ),
  );
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, lines };
}

describe("observeRequests", () => {
  it("with tracing off: one request line without ids, no span", async () => {
    const { url, lines } = await serve(false);
    await (await fetch(`${url}/en?q=secret`)).text();
    await expect.poll(() => lines.length).toBe(2);
    expect(lines[1]).toMatchObject({
      level: "info",
      msg: "request",
      method: "GET",
      path: "/en",
      status: 200,
      pageCache: "hit",
    });
    expect(lines.every((line) => line.trace_id === undefined)).toBe(true);
    expect(exporter.getFinishedSpans()).toEqual([]);
  });

  it("with tracing on: a server span, and its ids on every line of the request", async () => {
    const { url, lines } = await serve(true);
    await (await fetch(`${url}/missing`)).text();
    await expect.poll(() => exporter.getFinishedSpans().length).toBe(1);
    const [span] = exporter.getFinishedSpans();
    expect(span?.attributes).toMatchObject({
      "http.request.method": "GET",
      "url.path": "/missing",
      "http.response.status_code": 404,
      "komax.page_cache": "hit",
    });
    await expect.poll(() => lines.length).toBe(2);
    const ids = { trace_id: span?.spanContext().traceId, span_id: span?.spanContext().spanId };
    expect(lines[0]).toMatchObject({ level: "warn", msg: "handling /missing", ...ids });
    expect(lines[1]).toMatchObject({ msg: "request", status: 404, ...ids });
  });

  it("continues a trace the caller started (traceparent)", async () => {
    const { url } = await serve(true);
    const traceId = "4bf92f3577b34da6a3ce929d0e0e4736";
    await (
      await fetch(url, { headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` } })
    ).text();
    await expect.poll(() => exporter.getFinishedSpans().length).toBe(1);
    expect(exporter.getFinishedSpans()[0]?.spanContext().traceId).toBe(traceId);
  });

  it("gives the server's own requests (page cache renders) no line and no span of their own", async () => {
    const { url, lines } = await serve(true, (request) => request.headers["x-own"] === "yes");
    await (await fetch(`${url}/own`, { headers: { "x-own": "yes" } })).text();
    await (await fetch(`${url}/visitor`)).text();
    // The visitor's line comes after the own request has long been closed.
    await expect.poll(() => lines.filter((line) => line.msg === "request").length).toBe(1);
    expect(lines.map((line) => [line.msg, line.path])).toEqual([
      ["handling /own", undefined],
      ["handling /visitor", undefined],
      ["request", "/visitor"],
    ]);
    expect(exporter.getFinishedSpans().map((span) => span.attributes["url.path"])).toEqual([
      "/visitor",
    ]);
  });
});
