import { describe, expect, it } from "vitest";

import { CLEAR_COALESCE_MS, ClearCoalescer } from "@/lib/cache/clear-coalescer.mjs";

describe("ClearCoalescer", () => {
  it("lets through one clear every few seconds", () => {
    expect(CLEAR_COALESCE_MS).toBe(5000);
  });

  it.each([
    ["one clear", [0], [true]],
    ["a flood within the window", [0, 1, 100, 4999], [true, false, false, false]],
    ["a clear once the window is over", [0, 5000], [true, true]],
    [
      "the window runs from the last clear that marked",
      [0, 4000, 5000, 9999, 10_000],
      [true, false, true, false, true],
    ],
  ])("%s", (_name, times, expected) => {
    let now = 0;
    const coalescer = new ClearCoalescer({ windowMs: 5000, perf: { now: () => now } });
    const marks = times.map((time) => {
      now = time;
      return coalescer.shouldMark();
    });
    expect(marks).toEqual(expected);
  });
});
