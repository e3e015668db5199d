import { describe, expect, it } from "vitest";

import { cacheOutcome, type LoadState } from "@/lib/graphql/cache-outcome";

describe("cacheOutcome", () => {
  it.each<[boolean, LoadState, string]>([
    [true, "none", "bypass"],
    [true, "fulfilled", "bypass"],
    [false, "none", "hit"],
    [false, "fulfilled", "miss"],
    [false, "pending", "stale"],
    [false, "rejected", "stale"],
  ])("bypass %s, own load %s: %s", (bypass, load, expected) => {
    expect(cacheOutcome(bypass, load)).toBe(expected);
  });
});
