import { describe, expect, it } from "vitest";

import { shouldPrefetch } from "@/lib/client/should-prefetch";

describe("shouldPrefetch (spec 000 §7: skipped on save-data or 2g connections)", () => {
  it.each([
    ["no connection information", undefined, true],
    ["a 4g connection", { effectiveType: "4g", saveData: false }, true],
    ["a 3g connection", { effectiveType: "3g" }, true],
    ["a 2g connection", { effectiveType: "2g" }, false],
    ["a slow-2g connection", { effectiveType: "slow-2g" }, false],
    ["save-data on a fast connection", { effectiveType: "4g", saveData: true }, false],
    ["save-data without a connection type", { saveData: true }, false],
  ])("%s → %s", (_, connection, expected) => {
    expect(shouldPrefetch(connection)).toBe(expected);
  });
});
