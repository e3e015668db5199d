import { describe, expect, it } from "vitest";

import { AttemptThrottle } from "@/lib/editor/attempt-throttle";

describe("wrong-password throttle", () => {
  it.each([
    [0, 0],
    [1, 0],
    [2, 0],
    [3, 1000],
    [4, 2000],
    [5, 4000],
    [10, 60_000],
  ])("after %i wrong attempts the next waits %i ms", (failures, wait) => {
    const throttle = new AttemptThrottle(() => 1_000_000);
    for (let i = 0; i < failures; i += 1) throttle.recordFailure("a");
    expect(throttle.waitMs("a")).toBe(wait);
  });

  it("counts per client, lets time pass, and forgets a client after success", () => {
    let now = 0;
    const throttle = new AttemptThrottle(() => now);
    for (let i = 0; i < 4; i += 1) throttle.recordFailure("a");
    expect(throttle.waitMs("b")).toBe(0);
    expect(throttle.waitMs("a")).toBe(2000);
    now = 1500;
    expect(throttle.waitMs("a")).toBe(500);
    throttle.recordSuccess("a");
    expect(throttle.waitMs("a")).toBe(0);
  });

  it("starts afresh after 15 quiet minutes", () => {
    let now = 0;
    const throttle = new AttemptThrottle(() => now);
    for (let i = 0; i < 5; i += 1) throttle.recordFailure("a");
    now = 15 * 60_000 + 1;
    expect(throttle.waitMs("a")).toBe(0);
  });
});
