import { describe, expect, it } from "vitest";

import { loggedPath, requestLogFields } from "@/server/request-telemetry.mjs";
import { routeConsoleToLog } from "@/server/console-to-log.mjs";

const TRACE_ID = "4bf92f3577b34da6a3ce929d0e0e4736";
const SPAN_ID = "00f067aa0ba902b7";

describe("loggedPath", () => {
  it.each([
    [undefined, "/"],
    ["/en/company", "/en/company"],
    ["/en/search?q=my+secret", "/en/search"],
    [`/${"a".repeat(300)}`, `/${"a".repeat(199)}…`],
  ])("%j is logged as %j", (url, expected) => {
    expect(loggedPath(url)).toBe(expected);
  });
});

describe("requestLogFields", () => {
  it("names method, path, status, duration, the page cache's decision and the trace", () => {
    expect(
      requestLogFields({
        method: "GET",
        url: "/en?cache=clear",
        status: 200,
        durationMs: 1.23456,
        decision: "stale",
        spanContext: { traceId: TRACE_ID, spanId: SPAN_ID, traceFlags: 1 },
      }),
    ).toEqual({
      method: "GET",
      path: "/en",
      status: 200,
      durationMs: 1.2,
      pageCache: "stale",
      trace_id: TRACE_ID,
      span_id: SPAN_ID,
    });
  });

  it("leaves out what it does not know (no page cache, tracing off)", () => {
    expect(
      requestLogFields({ method: "POST", url: "/api/forms", status: 400, durationMs: 3 }),
    ).toEqual({
      method: "POST",
      path: "/api/forms",
      status: 400,
      durationMs: 3,
    });
  });
});

describe("routeConsoleToLog", () => {
  it("turns every console method into a line of the matching level", () => {
    const written: Array<[string, string]> = [];
    const level = (name: string) => (message: string) => written.push([name, message]);
    const log = {
      child: () => ({
        debug: level("debug"),
        info: level("info"),
        warn: level("warn"),
        error: level("error"),
      }),
    };
    const target = {} as Console;
    routeConsoleToLog(log as never, target);
    target.log("ready on %d", 3000);
    target.info("info");
    target.warn("careful", { a: 1 });
    target.error(new Error("boom"));
    target.debug("detail");
    expect(written.map(([name]) => name)).toEqual(["info", "info", "warn", "error", "debug"]);
    expect(written[0]?.[1]).toBe("ready on 3000");
    expect(written[2]?.[1]).toBe("careful { a: 1 }");
    expect(written[3]?.[1]).toMatch(/^Error: boom\n\s+at /);
  });
});
