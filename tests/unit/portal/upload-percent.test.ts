import { describe, expect, it } from "vitest";

import { percentSent } from "@/lib/portal/tickets/upload-percent";

describe("percentSent", () => {
  it.each([
    [0, 1000, 0],
    [1, 1000, 0],
    [10, 1000, 1],
    [500, 1000, 50],
    [989, 1000, 98],
    [999, 1000, 99],
    // Every byte sent, not yet confirmed: still 99.
    [1000, 1000, 99],
    [5, 0, 0],
    [-1, 1000, 0],
    [Number.NaN, 1000, 0],
  ])("%d of %d bytes sent shows %d %%", (sent, total, expected) => {
    expect(percentSent(sent, total)).toBe(expected);
  });
});
