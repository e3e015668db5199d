import { expect, test } from "@playwright/test";

import { startOtlpReceiver, type ReceivedSpan } from "./support/otlp-receiver";
import { type Process, useOwnStack } from "./support/own-stack";
import { TIMEOUTS } from "./support/timeouts";

const SERVICE_NAME = "komax-web-telemetry-test";
const PAGE = "/en/company/about-us";

test.describe.configure({ mode: "serial" });

type LogLine = Record<string, unknown> & { level: string; msg: string };

test.describe("traces and logs", () => {
  // A site of its own, exporting to this test's receiver; the shared stand-ins serve it.
  const stack = useOwnStack({ portOffset: 371, services: "shared", site: false });
  const SITE_PORT = stack.sitePort;
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
  let site: Process | undefined;
  let stdout = "";

  /** Every line the site wrote to stdout since it answered, each parsed (a non-JSON line fails). */
  const logLines = (): LogLine[] =>
    stdout
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => {
        try {
          return JSON.parse(line) as LogLine;
        } catch {
          throw new Error(`A stdout line is not JSON: ${line}`);
        }
      });
  const requestLines = (path: string) =>
    logLines().filter((line) => line.msg === "request" && line.path === path);
  const serverSpans = (path: string) =>
    receiver.spans.filter((span) => span.kind === 2 && span.attributes["url.path"] === path);

  test.beforeAll(async () => {
    test.setTimeout(TIMEOUTS.stackStartMs);
    receiver = await startOtlpReceiver();
    site = await stack.startSite({
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_SERVICE_NAME: SERVICE_NAME,
      OTEL_BSP_SCHEDULE_DELAY: "100",
      LOG_LEVEL: "info",
    });
    site.child.stdout?.on("data", (chunk) => (stdout += chunk));
  });

  test.afterAll(async () => {
    await receiver?.close();
  });

  test("a cold then warm page: request spans with the page cache's decision, a traced GraphQL read, and JSON lines with the same trace id", async () => {
    const cold = await fetch(`http://127.0.0.1:${SITE_PORT}${PAGE}`);
    expect(cold.status).toBe(200);
    await cold.arrayBuffer();
    const warm = await fetch(`http://127.0.0.1:${SITE_PORT}${PAGE}`);
    expect(warm.status).toBe(200);
    await warm.arrayBuffer();

    await expect
      .poll(() => serverSpans(PAGE).map((span) => span.attributes["komax.page_cache"]))
      .toEqual(["miss", "hit"]);
    const [coldSpan, warmSpan] = serverSpans(PAGE) as [ReceivedSpan, ReceivedSpan];
    expect(coldSpan.service).toBe(SERVICE_NAME);
    expect(coldSpan.attributes).toMatchObject({
      "http.request.method": "GET",
      "http.response.status_code": 200,
    });
    expect(coldSpan.parentSpanId ?? "").toBe("");
    expect(warmSpan.traceId).not.toBe(coldSpan.traceId);

    // The cold page's render (a request the page cache makes to the server) joined the visitor's
    // trace, so the content reads made for it are in that trace.
    const readsOf = (traceId: string) =>
      receiver.spans.filter(
        (span) =>
          span.traceId === traceId && span.attributes["graphql.operation.name"] !== undefined,
      );
    await expect
      .poll(() => readsOf(coldSpan.traceId).some((span) => span.name.startsWith("GraphQL ")))
      .toBe(true);
    const reads = readsOf(coldSpan.traceId).filter((span) => span.name.startsWith("GraphQL "));
    for (const read of reads) {
      expect(read.attributes["komax.backend"]).toMatch(
        /^(content system|product information system)$/,
      );
      expect(["hit", "miss", "stale"]).toContain(read.attributes["komax.cache"]);
    }
    expect(reads.map((read) => read.attributes["komax.cache"])).toContain("miss");
    // A miss made the backend call: the client's span, with the backend's answer status.
    const calls = readsOf(coldSpan.traceId).filter((span) => span.kind === 3);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls[0]?.attributes["http.response.status_code"]).toBe(200);
    // The warm page was written from the page cache: no read in its trace.
    expect(readsOf(warmSpan.traceId)).toEqual([]);

    // One JSON line per request, at info, naming the page cache's decision and the exported trace.
    await expect.poll(() => requestLines(PAGE).length).toBe(2);
    const [coldLine, warmLine] = requestLines(PAGE);
    expect(coldLine).toMatchObject({
      level: "info",
      method: "GET",
      status: 200,
      pageCache: "miss",
      trace_id: coldSpan.traceId,
      span_id: coldSpan.spanId,
    });
    expect(coldLine?.durationMs).toEqual(expect.any(Number));
    expect(warmLine).toMatchObject({ pageCache: "hit", trace_id: warmSpan.traceId });
  });

  test("a made-up path's 404 is logged once, with its path, as a warning or info, in the request's trace", async () => {
    const path = `/en/no-such-page-${Date.now()}`;
    const response = await fetch(`http://127.0.0.1:${SITE_PORT}${path}`);
    expect(response.status).toBe(404);
    await response.arrayBuffer();

    await expect.poll(() => requestLines(path).length).toBe(1);
    const notFound = logLines().filter((line) => line.msg.includes(path) && line.msg !== "request");
    expect(notFound).toHaveLength(1);
    expect(notFound[0]?.msg).toBe(`Page not found: ${path}`);
    expect(["info", "warn"]).toContain(notFound[0]?.level);
    expect(notFound[0]?.trace_id).toBe(requestLines(path)[0]?.trace_id);
    expect(logLines().filter((line) => line.level === "error")).toEqual([]);
  });
});

test.describe("traces on shutdown", () => {
  // A site of its own that this journey stops; the shared stand-ins serve it.
  const stack = useOwnStack({ portOffset: 372, services: "shared", site: false });
  const FLUSH_SITE_PORT = stack.sitePort;
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;

  test.afterAll(async () => {
    await receiver?.close();
  });

  test("the spans still buffered are sent before a graceful exit", async () => {
    test.setTimeout(TIMEOUTS.testMs + TIMEOUTS.processStartMs);
    receiver = await startOtlpReceiver();
    // Batches wait ten minutes: only the shutdown's flush can send this request's span.
    const site = await stack.startSite({
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_BSP_SCHEDULE_DELAY: "600000",
    });
    const exited = new Promise((resolve) => site.child.once("exit", resolve));
    const response = await fetch(`http://127.0.0.1:${FLUSH_SITE_PORT}${PAGE}`);
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    const pageSpans = () =>
      receiver.spans.filter((span) => span.kind === 2 && span.attributes["url.path"] === PAGE);
    expect(pageSpans()).toEqual([]);

    process.kill(site.child.pid!, "SIGTERM");
    expect(await exited).toBe(0);
    expect(pageSpans().map((span) => span.attributes["komax.page_cache"])).toEqual(["miss"]);
  });
});
