import { describe, expect, it } from "vitest";

import {
  CHUNK_RELOAD_GUARD_MS,
  isChunkLoadError,
  shouldReloadForChunkError,
} from "@/lib/client/chunk-reload-decision";
import { isEmptyErrorValue } from "@/lib/client/log-client-error";

function namedError(name: string, message: string) {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe("isChunkLoadError", () => {
  it.each([
    ["webpack's ChunkLoadError", namedError("ChunkLoadError", "Loading chunk 123 failed."), true],
    ["a 'Loading chunk … failed' message", new Error("Loading chunk app/page-4f2a failed."), true],
    ["a failed CSS chunk", new Error("Loading CSS chunk 7 failed."), true],
    [
      "Turbopack's failed chunk",
      new Error("Failed to load chunk /_next/static/chunks/0a1b.js from module 42"),
      true,
    ],
    [
      "a failed dynamic import (Chromium)",
      new TypeError("Failed to fetch dynamically imported module: https://x/_next/a.js"),
      true,
    ],
    ["a failed dynamic import (Safari)", new TypeError("Importing a module script failed."), true],
    ["a rejection reason given as a string", "Loading chunk 9 failed.", true],
    ["any other error", new TypeError("Cannot read properties of undefined"), false],
    ["a failed fetch of data", new TypeError("Failed to fetch"), false],
    ["an empty object", {}, false],
    ["nothing", undefined, false],
  ])("%s → %s", (_, error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe("shouldReloadForChunkError: at most once per path within 10 seconds", () => {
  const now = 1_000_000;
  it.each([
    ["no reload made yet", null, "/en/company", true],
    [
      "a reload of the same path 3 s ago",
      { path: "/en/company", at: now - 3000 },
      "/en/company",
      false,
    ],
    [
      "a reload of the same path just under 10 s ago",
      { path: "/en/company", at: now - CHUNK_RELOAD_GUARD_MS + 1 },
      "/en/company",
      false,
    ],
    [
      "a reload of the same path 10 s ago",
      { path: "/en/company", at: now - CHUNK_RELOAD_GUARD_MS },
      "/en/company",
      true,
    ],
    [
      "a reload of another path 1 s ago",
      { path: "/en/careers", at: now - 1000 },
      "/en/company",
      true,
    ],
    [
      "a record from the future (clock changed)",
      { path: "/en/company", at: now + 60_000 },
      "/en/company",
      true,
    ],
  ])("%s → %s", (_, last, path, expected) => {
    expect(shouldReloadForChunkError(last, path, now)).toBe(expected);
  });
});

describe("isEmptyErrorValue: errors with an empty object are not logged", () => {
  it.each([
    ["an empty object", {}, true],
    ["null", null, true],
    ["undefined", undefined, true],
    ["an Error, even without a message", new Error(""), false],
    ["an object with fields", { message: "boom" }, false],
    ["a string", "boom", false],
  ])("%s → %s", (_, error, expected) => {
    expect(isEmptyErrorValue(error)).toBe(expected);
  });
});
