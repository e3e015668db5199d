import { Writable } from "node:stream";

import { context, trace, TraceFlags } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { activeTraceFields, logLevel, logOptions, traceFields } from "@/lib/log/log-options.mjs";

const TRACE_ID = "4bf92f3577b34da6a3ce929d0e0e4736";
const SPAN_ID = "00f067aa0ba902b7";
const spanContext = { traceId: TRACE_ID, spanId: SPAN_ID, traceFlags: TraceFlags.SAMPLED };

function capturedLogger(env: Record<string, string | undefined> = {}) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).trim().split("\n"));
      done();
    },
  });
  const logger = pino(logOptions(env), stream);
  return { logger, lines: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

/** Runs `fn` with a span of the given context current, as inside a traced request. */
function insideSpan<T>(fn: () => T): T {
  return context.with(trace.setSpan(context.active(), trace.wrapSpanContext(spanContext)), fn);
}

const manager = new AsyncLocalStorageContextManager();
beforeAll(() => context.setGlobalContextManager(manager.enable()));
afterAll(() => {
  manager.disable();
  context.disable();
});

describe("logLevel", () => {
  it.each([
    [undefined, "info"],
    ["", "info"],
    ["debug", "debug"],
    ["WARN", "warn"],
    [" error ", "error"],
    ["silent", "silent"],
    ["verbose", "info"],
  ])("LOG_LEVEL=%j gives %s", (value, expected) => {
    expect(logLevel({ LOG_LEVEL: value })).toBe(expected);
  });
});

describe("traceFields", () => {
  it.each([
    ["a valid span context", spanContext, { trace_id: TRACE_ID, span_id: SPAN_ID }],
    ["no span context", undefined, {}],
    [
      "the all-zero ids of a non-recording span",
      { traceId: "0".repeat(32), spanId: "0".repeat(16), traceFlags: TraceFlags.NONE },
      {},
    ],
  ])("%s", (_name, given, expected) => {
    expect(traceFields(given)).toEqual(expected);
  });
});

describe("the mixin", () => {
  it("adds no ids outside a span", () => {
    expect(activeTraceFields()).toEqual({});
  });

  it("adds the current span's ids inside one", () => {
    expect(insideSpan(() => activeTraceFields())).toEqual({ trace_id: TRACE_ID, span_id: SPAN_ID });
  });

  it("keeps the ids across an await", async () => {
    const fields = await insideSpan(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return activeTraceFields();
    });
    expect(fields.trace_id).toBe(TRACE_ID);
  });
});

describe("a log line", () => {
  it("is one JSON object with the level as a word, an ISO time and the message", () => {
    const { logger, lines } = capturedLogger();
    logger.child({ scope: "routing" }).warn("Page Not Found: /xx/nope");
    const [line] = lines();
    expect(line).toEqual({
      level: "warn",
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      scope: "routing",
      msg: "Page Not Found: /xx/nope",
    });
  });

  it("carries the trace and span ids when written inside a request's span", () => {
    const { logger, lines } = capturedLogger();
    insideSpan(() => logger.info({ status: 200 }, "request"));
    expect(lines()[0]).toMatchObject({ trace_id: TRACE_ID, span_id: SPAN_ID, status: 200 });
  });

  it("keeps explicit ids over the mixin's (a line written after the span ended)", () => {
    const { logger, lines } = capturedLogger();
    insideSpan(() => logger.info({ trace_id: "f".repeat(32) }, "request"));
    expect(lines()[0]?.trace_id).toBe("f".repeat(32));
  });

  it("is left out below LOG_LEVEL", () => {
    const { logger, lines } = capturedLogger({ LOG_LEVEL: "warn" });
    logger.info("not written");
    logger.error("written");
    expect(lines().map((line) => line.msg)).toEqual(["written"]);
  });
});
