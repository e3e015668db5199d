import { describe, expect, it } from "vitest";

import { drawOn, renderBudget } from "@/server/render-budget.mjs";

describe("drawOn", () => {
  const rate = { intervalMs: 500, burst: 3 };

  it.each([
    ["a full bucket", 0, 1000, true, 1500],
    ["a bucket full since long ago", 200, 1000, true, 1500],
    ["one draw taken", 1500, 1000, true, 2000],
    ["two draws taken", 2000, 1000, true, 2500],
    ["three draws taken: empty", 2500, 1000, false, 2500],
    ["empty, one refill later", 2500, 1500, true, 3000],
  ])("%s", (_name, fullAt, now, allowed, nextFullAt) => {
    const result = drawOn(fullAt, now, rate);
    expect(result.draw.allowed).toBe(allowed);
    expect(result.fullAt).toBe(nextFullAt);
  });

  it("tells an empty bucket's client when a render is back, in whole seconds", () => {
    expect(drawOn(2500, 1000, rate).draw).toEqual({ allowed: false, retryAfterS: 1 });
    expect(drawOn(9000, 1000, { intervalMs: 2000, burst: 1 }).draw).toEqual({
      allowed: false,
      retryAfterS: 8,
    });
  });
});

describe("drawOn with a cost", () => {
  const rate = { intervalMs: 500, burst: 10 };

  it.each([
    ["ten from a full bucket", 0, 10, true, 6000],
    ["eleven from a full bucket", 0, 11, false, 0],
    ["ten after one was taken", 1500, 10, false, 1500],
  ])("%s", (_name, fullAt, cost, allowed, nextFullAt) => {
    const result = drawOn(fullAt, 1000, rate, cost);
    expect(result.draw.allowed).toBe(allowed);
    expect(result.fullAt).toBe(nextFullAt);
  });
});

describe("renderBudget", () => {
  it("allows the burst at once, then one render per interval, per client", async () => {
    let now = 0;
    const budget = renderBudget({ perMinute: 60, burst: 5, now: () => now });
    const first = await Promise.all(Array.from({ length: 7 }, () => budget.draw("a")));
    expect(first.map((draw) => draw.allowed)).toEqual([true, true, true, true, true, false, false]);
    expect((await budget.draw("b")).allowed).toBe(true);
    now = 1000;
    expect((await budget.draw("a")).allowed).toBe(true);
    expect((await budget.draw("a")).allowed).toBe(false);
  });

  it("allows everything when set to 0", async () => {
    const budget = renderBudget({ perMinute: 0, burst: 1 });
    const draws = await Promise.all(Array.from({ length: 100 }, () => budget.draw("a")));
    expect(draws.every((draw) => draw.allowed)).toBe(true);
  });
});
