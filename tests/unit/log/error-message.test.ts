import { describe, expect, it } from "vitest";

import { errorMessage, errorName } from "@/lib/log/error-message";

describe("what a caught value says", () => {
  it.each([
    ["an Error: its message", new Error("backend down"), "backend down"],
    ["a TypeError: its message", new TypeError("fetch failed"), "fetch failed"],
    ["a thrown string: the string", "timeout", "timeout"],
    ["a thrown number: as text", 42, "42"],
    ["nothing: as text", undefined, "undefined"],
  ])("%s", (_rule, error, expected) => {
    expect(errorMessage(error)).toBe(expected);
  });

  it.each([
    ["an Error: Error", new Error("x"), "Error"],
    ["an abort: AbortError", new DOMException("stopped", "AbortError"), "AbortError"],
    ["a thrown string: nothing", "timeout", ""],
  ])("kind of %s", (_rule, error, expected) => {
    expect(errorName(error)).toBe(expected);
  });
});
