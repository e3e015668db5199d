import { describe, expect, it } from "vitest";

import { countWaves } from "@/scripts/bench/waves.mjs";

const call = (startMs: number, endMs: number) => ({ startMs, endMs });

describe("countWaves", () => {
  it.each([
    ["no calls", [], 0],
    ["one call", [call(0, 10)], 1],
    ["two calls in parallel", [call(0, 10), call(1, 12)], 1],
    ["one after the other", [call(0, 10), call(11, 20)], 2],
    ["parallel, then one more", [call(0, 10), call(2, 15), call(16, 30)], 2],
    ["three in a row, unsorted", [call(40, 50), call(0, 10), call(20, 30)], 3],
    ["a long call spans a short one's successor", [call(0, 100), call(1, 2), call(3, 4)], 1],
  ])("%s → %i", (_name, calls, expected) => {
    expect(countWaves(calls)).toBe(expected);
  });
});
