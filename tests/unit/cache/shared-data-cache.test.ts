import { describe, expect, it, vi } from "vitest";

import { CACHE_LIMITS, ServerCache } from "@/lib/cache/server-cache";
import { decodeSharedData, encodeSharedData } from "@/lib/cache/shared-data-codec";

import { fakeRedisHub } from "../support/fake-shared-layer";

const MINUTE = 60_000;
const normal = { mode: "default" } as const;

/** Two instances (A, B) of the data cache over one fake Redis, on one clock. */
function twoInstances() {
  let now = 1000;
  const clock = { now: () => now, advance: (ms: number) => (now += ms) };
  const hub = fakeRedisHub();
  const make = () =>
    new ServerCache({
      ...CACHE_LIMITS,
      perf: clock,
      now: clock.now,
      clearCoalesceMs: 0,
      sharedLayer: (onRemoteClear) => hub.layer(onRemoteClear),
    });
  return { a: make(), b: make(), hub, clock };
}

const failing = () =>
  vi.fn(async (): Promise<string> => {
    throw new Error("content system is unavailable");
  });

describe("data cache with a shared layer (several instances)", () => {
  it("serves what one instance loaded to the other without loading again", async () => {
    const { a, b } = twoInstances();
    await a.read("k", async () => ({ title: "About us" }), normal);
    const loadOnB = vi.fn(async () => ({ title: "never loaded" }));
    expect(await b.read("k", loadOnB, normal)).toEqual({ title: "About us" });
    expect(loadOnB).not.toHaveBeenCalled();
  });

  it("a clear on B makes A load afresh on its next read", async () => {
    const { a, b } = twoInstances();
    await a.read("k", async () => "old", normal);
    await b.read("k", async () => "unused", normal);
    b.markStale();
    const loadOnA = vi.fn(async () => "new");
    expect(await a.read("k", loadOnA, normal)).toBe("new");
    expect(loadOnA).toHaveBeenCalledTimes(1);
  });

  it("after a clear, what one instance loaded afresh is taken by the other", async () => {
    const { a, b } = twoInstances();
    await a.read("k", async () => "old", normal);
    await b.read("k", async () => "unused", normal);
    a.markStale();
    expect(await a.read("k", async () => "new", normal)).toBe("new");
    const loadOnB = vi.fn(async () => "loaded twice");
    expect(await b.read("k", loadOnB, normal)).toBe("new");
    expect(loadOnB).not.toHaveBeenCalled();
  });

  it.each([
    ["an instance holding the old copy", true],
    ["an instance that never read it (the copy is only shared)", false],
  ])("a failed load after a clear keeps the last good copy: %s", async (_name, bReadFirst) => {
    const { a, b } = twoInstances();
    await a.read("k", async () => "last good", normal);
    if (bReadFirst) await b.read("k", async () => "unused", normal);
    a.markStale();
    expect(await b.read("k", failing(), normal)).toBe("last good");
  });

  it("without the shared layer (Redis away), loads and serves from memory", async () => {
    const { a, b, hub } = twoInstances();
    hub.down();
    await a.read("k", async () => "on A", normal);
    expect(await a.read("k", failing(), normal)).toBe("on A");
    expect(await b.read("k", async () => "on B", normal)).toBe("on B");
    hub.up();
    const loadOnB = vi.fn(async () => "again");
    expect(await b.read("k", loadOnB, normal)).toBe("on B");
    expect(loadOnB).not.toHaveBeenCalled();
  });

  it("a shared entry lives from its load, not from when another instance took it", async () => {
    const { a, b, clock } = twoInstances();
    await a.read("k", async () => "old", normal);
    clock.advance(20 * MINUTE);
    await b.read("k", async () => "unused", normal);
    clock.advance(11 * MINUTE);
    // 31 minutes after the load: stale on B too, refreshed in the background.
    const refresh = vi.fn(async () => "new");
    expect(await b.read("k", refresh, normal)).toBe("old");
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("bypass (?cache=false) neither reads nor writes the shared layer", async () => {
    const { a, hub } = twoInstances();
    await a.read("k", async () => "direct", { mode: "bypass" });
    expect(hub.entries.size).toBe(0);
  });
});

describe("shared data codec", () => {
  it.each([
    ["an object", { title: "About us", items: [1, 2] }],
    ["a list", [{ from: "/a", to: "/b" }]],
    ["null", null],
    ["a string", "text"],
  ])("reads back %s with its generation and store time", (_name, value) => {
    const encoded = encodeSharedData(value, 3, 12345)!;
    expect(decodeSharedData(Buffer.from(encoded))).toEqual({
      value,
      generation: 3,
      storedAt: 12345,
    });
  });

  it.each([
    ["nothing", null],
    ["not JSON", "{oops"],
    ["JSON without a generation", JSON.stringify({ t: 1, v: 1 })],
    ["JSON without a value", JSON.stringify({ g: 1, t: 1 })],
  ])("reads %s as no entry", (_name, raw) => {
    expect(decodeSharedData(raw)).toBeUndefined();
  });

  it("does not write a value JSON cannot hold", () => {
    expect(encodeSharedData({ big: 1n }, 0, 0)).toBeNull();
  });
});
