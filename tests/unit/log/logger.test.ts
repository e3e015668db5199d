import { afterEach, describe, expect, it, vi } from "vitest";

import { createLogger, warnOnce } from "@/lib/log/logger";
import { ROOT_LOGGER_KEY } from "@/lib/log/root-logger.mjs";

import { withoutProcessLogger } from "../support/console-logging";

type Store = Record<symbol, unknown>;

withoutProcessLogger();

function installSink() {
  const written: Array<{ bindings: object; level: string; fields: object; message: string }> = [];
  const child = (bindings: object) =>
    Object.fromEntries(
      ["debug", "info", "warn", "error"].map((level) => [
        level,
        (fields: object, message: string) => written.push({ bindings, level, fields, message }),
      ]),
    );
  (globalThis as Store)[ROOT_LOGGER_KEY] = { child };
  return written;
}

afterEach(() => vi.restoreAllMocks());

describe("createLogger", () => {
  it("writes through the process's pino logger, with its scope, when one is installed", () => {
    const written = installSink();
    const log = createLogger("content system");
    log.warn("slow", { durationMs: 812 });
    log.info("plain");
    expect(written).toEqual([
      {
        bindings: { scope: "content system" },
        level: "warn",
        fields: { durationMs: 812 },
        message: "slow",
      },
      { bindings: { scope: "content system" }, level: "info", fields: {}, message: "plain" },
    ]);
  });

  it("falls back to one text line without one (the browser, unit tests)", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    createLogger("routing").warn("Page Not Found: /xx");
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/ WARN \[routing\] Page Not Found: \/xx$/),
    );
  });

  it("warnOnce writes a key's warning once", () => {
    const written = installSink();
    warnOnce("modules", "unknown-module:Foo", "Unknown module Foo");
    warnOnce("modules", "unknown-module:Foo", "Unknown module Foo");
    expect(written.map((line) => line.message)).toEqual(["Unknown module Foo"]);
  });
});
