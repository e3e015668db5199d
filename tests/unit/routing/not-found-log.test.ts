import { afterEach, describe, expect, it, vi } from "vitest";

import { logNotFound, notFoundLogLine } from "@/lib/routing/not-found-log";

describe("notFoundLogLine (spec 000 §8)", () => {
  it.each([
    ["invalid", "/de-xx/company", "warn", "Page Not Found: /de-xx/company"],
    ["invalid", "/en/..%2F..%2Fetc", "warn", "Page Not Found: /en/..%2F..%2Fetc"],
    ["unmatched", "/en/no-such-page", "info", "Page not found: /en/no-such-page"],
  ] as const)("%s %s → %s %j", (reason, path, level, message) => {
    expect(notFoundLogLine(reason, path)).toEqual({ level, message });
  });

  it("cuts a long path, so a flood of made-up paths cannot write huge lines", () => {
    const { message } = notFoundLogLine("unmatched", `/en/${"a".repeat(5000)}`);
    expect(message).toHaveLength("Page not found: ".length + 200 + 1);
    expect(message.endsWith("…")).toBe(true);
  });
});

describe("logNotFound", () => {
  afterEach(() => vi.restoreAllMocks());

  function spyConsole() {
    return {
      log: vi.spyOn(console, "log").mockImplementation(() => {}),
      warn: vi.spyOn(console, "warn").mockImplementation(() => {}),
      error: vi.spyOn(console, "error").mockImplementation(() => {}),
    };
  }

  it("logs an unmatched path once at info, never as an error", () => {
    const output = spyConsole();
    logNotFound("unmatched", "/en/no-such-page");
    expect(output.log).toHaveBeenCalledTimes(1);
    expect(output.log.mock.calls[0]?.[0]).toMatch(
      / INFO \[routing\] Page not found: \/en\/no-such-page$/,
    );
    expect(output.warn).not.toHaveBeenCalled();
    expect(output.error).not.toHaveBeenCalled();
  });

  it("logs an invalid path once as a warning, never as an error", () => {
    const output = spyConsole();
    logNotFound("invalid", "/en/Company");
    expect(output.warn).toHaveBeenCalledTimes(1);
    expect(output.warn.mock.calls[0]?.[0]).toMatch(
      / WARN \[routing\] Page Not Found: \/en\/Company$/,
    );
    expect(output.log).not.toHaveBeenCalled();
    expect(output.error).not.toHaveBeenCalled();
  });
});
