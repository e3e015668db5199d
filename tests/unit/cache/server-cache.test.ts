import { describe, expect, it, vi } from "vitest";

import { cacheModeFromQuery, isCacheClearRequested } from "@/lib/cache/cache-mode";
import { CACHE_LIMITS, ServerCache, serverCache } from "@/lib/cache/server-cache";

const MINUTE = 60_000;

function setup(overrides: Partial<ConstructorParameters<typeof ServerCache>[0]> = {}) {
  let now = 1000; // lru-cache reads a start time of 0 as "no TTL"
  const clock = { now: () => now, advance: (ms: number) => (now += ms) };
  const cache = new ServerCache({ ...CACHE_LIMITS, perf: clock, ...overrides });
  return { cache, clock };
}

const normal = { mode: "default" } as const;

/** Lets finished background refreshes write their values. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("server cache (spec 000 §9)", () => {
  it("has the spec's limits: 400 entries, 30 minutes, dead refresh after 5 seconds", () => {
    expect(CACHE_LIMITS).toEqual({ maxEntries: 400, ttlMs: 30 * MINUTE, deadRefreshMs: 5000 });
  });

  it("serves a fresh entry without loading again", async () => {
    const { cache } = setup();
    const load = vi.fn(async () => "v1");
    await cache.read("k", load, normal);
    expect(await cache.read("k", load, normal)).toBe("v1");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("lets concurrent misses share one load", async () => {
    const { cache } = setup();
    const gate = deferred<string>();
    const load = vi.fn(() => gate.promise);
    const reads = [
      cache.read("k", load, normal),
      cache.read("k", load, normal),
      cache.read("k", load, normal),
    ];
    gate.resolve("shared");
    expect(await Promise.all(reads)).toEqual(["shared", "shared", "shared"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("serves a stale entry at once while one refresh runs, then the refreshed value", async () => {
    const { cache, clock } = setup();
    await cache.read("k", async () => "old", normal);
    clock.advance(31 * MINUTE);
    const gate = deferred<string>();
    const refresh = vi.fn(() => gate.promise);
    expect(await cache.read("k", refresh, normal)).toBe("old");
    expect(await cache.read("k", refresh, normal)).toBe("old");
    expect(refresh).toHaveBeenCalledTimes(1);
    gate.resolve("new");
    await gate.promise;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.read("k", refresh, normal)).toBe("new");
  });

  it("keeps serving the stale entry when the refresh fails (the backend is down)", async () => {
    const { cache, clock } = setup();
    await cache.read("k", async () => "old", normal);
    clock.advance(31 * MINUTE);
    const failing = vi.fn(async () => {
      throw new Error("content system is unavailable");
    });
    expect(await cache.read("k", failing, normal)).toBe("old");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.read("k", failing, normal)).toBe("old");
  });

  it("recovers once the backend answers again", async () => {
    const { cache, clock } = setup();
    await cache.read("k", async () => "old", normal);
    clock.advance(31 * MINUTE);
    await cache.read("k", async () => Promise.reject(new Error("down")), normal);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await cache.read("k", async () => "back", normal);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.read("k", async () => "later", normal)).toBe("back");
  });

  it("rethrows the load's error on a miss with nothing stale, and loads again next time", async () => {
    const { cache } = setup();
    await expect(
      cache.read("k", async () => Promise.reject(new Error("down")), normal),
    ).rejects.toThrow("down");
    expect(await cache.read("k", async () => "up", normal)).toBe("up");
  });

  it("counts a stuck load as dead: a miss fails and the next read loads anew", async () => {
    const { cache } = setup({ deadRefreshMs: 30 });
    await expect(cache.read("k", () => new Promise<string>(() => {}), normal)).rejects.toThrow(
      "took over 30 ms",
    );
    expect(await cache.read("k", async () => "fresh", normal)).toBe("fresh");
  });

  it("serves the stale entry when its refresh is stuck, and refreshes anew afterwards", async () => {
    const { cache, clock } = setup({ deadRefreshMs: 30 });
    await cache.read("k", async () => "old", normal);
    clock.advance(31 * MINUTE);
    expect(await cache.read("k", () => new Promise<string>(() => {}), normal)).toBe("old");
    await new Promise((resolve) => setTimeout(resolve, 60));
    await cache.read("k", async () => "new", normal);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.read("k", async () => "later", normal)).toBe("new");
  });

  it("bypasses the cache with ?cache=false: loads fresh and stores nothing", async () => {
    const { cache } = setup();
    await cache.read("k", async () => "cached", normal);
    expect(await cache.read("k", async () => "fresh", { mode: "bypass" })).toBe("fresh");
    expect(await cache.read("k", async () => "other", normal)).toBe("cached");
  });

  it("marks entries stale on clear: the next readers wait for one shared load of the new value", async () => {
    const { cache } = setup();
    await cache.read("k", async () => "old", normal);
    expect(cache.markStale()).toBe(true);
    expect(cache.size).toBe(1);
    const gate = deferred<string>();
    const refresh = vi.fn(() => gate.promise);
    const reads = [cache.read("k", refresh, normal), cache.read("k", refresh, normal)];
    gate.resolve("new");
    expect(await Promise.all(reads)).toEqual(["new", "new"]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(await cache.read("k", refresh, normal)).toBe("new");
  });

  it("after a failed load following a clear, serves the last good value at once while it loads again", async () => {
    const { cache } = setup({ deadRefreshMs: 30 });
    await cache.read("k", async () => "last good", normal);
    cache.markStale();
    const down = vi.fn(async () => Promise.reject(new Error("content system is unavailable")));
    expect(await cache.read("k", down, normal)).toBe("last good");
    const stuck = vi.fn(() => new Promise<string>(() => {}));
    // No reader waits for the backend again: the value at once, one load in the background.
    expect(await cache.read("k", stuck, normal)).toBe("last good");
    expect(await cache.read("k", stuck, normal)).toBe("last good");
    expect(stuck).toHaveBeenCalledTimes(1);
  });

  it("shows what changed before a clear made during an outage once the backend is back", async () => {
    const { cache } = setup();
    await cache.read("k", async () => "old", normal);
    cache.markStale();
    expect(await cache.read("k", async () => Promise.reject(new Error("down")), normal)).toBe(
      "old",
    );
    // Within the entry's lifetime: the first read after the outage still gets the last good
    // value at once, and loads the new one for the reads after it.
    expect(await cache.read("k", async () => "published", normal)).toBe("old");
    await settle();
    expect(await cache.read("k", async () => "later", normal)).toBe("published");
  });

  it("keeps serving the last good value when the refresh after a clear fails (an outage)", async () => {
    const { cache } = setup();
    await cache.read("k", async () => "last good", normal);
    cache.markStale();
    const down = async () => Promise.reject(new Error("content system is unavailable"));
    for (let i = 0; i < 3; i++) {
      expect(await cache.read("k", down, normal)).toBe("last good");
      await settle();
    }
  });

  it("coalesces clears: within the window another clear does not mark again", async () => {
    const { cache, clock } = setup({ clearCoalesceMs: 5000 });
    await cache.read("k", async () => "v1", normal);
    expect(cache.markStale()).toBe(true);
    expect(await cache.read("k", async () => "v2", normal)).toBe("v2");
    clock.advance(4999);
    expect(cache.markStale()).toBe(false);
    expect(await cache.read("k", async () => "v3", normal)).toBe("v2");
    clock.advance(1);
    expect(cache.markStale()).toBe(true);
    expect(await cache.read("k", async () => "v4", normal)).toBe("v4");
    expect(await cache.read("k", async () => "v5", normal)).toBe("v4");
  });

  it("counts a load that began before a clear as stale", async () => {
    const { cache } = setup();
    const before = deferred<string>();
    const during = cache.read("k", () => before.promise, normal);
    cache.markStale();
    before.resolve("begun before");
    expect(await during).toBe("begun before");
    expect(await cache.read("k", async () => "after", normal)).toBe("after");
    expect(await cache.read("k", async () => "later", normal)).toBe("after");
  });

  it.each([
    ["a new value when the backend answers", async () => "new", "new"],
    ["the cached value when the load fails", async () => Promise.reject(new Error("down")), "old"],
    ["the cached value when the load is stuck", () => new Promise<string>(() => {}), "old"],
  ])("the first read after a clear gets %s", async (_name, load, expected) => {
    const { cache } = setup({ deadRefreshMs: 30 });
    await cache.read("k", async () => "old", normal);
    cache.markStale();
    expect(await cache.read("k", load, normal)).toBe(expected);
    expect(await cache.read("k", async () => "other", normal)).toBe(expected);
  });

  it("loads each marked entry once: later reads of the same request hit the cache", async () => {
    const { cache } = setup();
    await cache.read("navigation", async () => "old", normal);
    cache.markStale();
    const load = vi.fn(async () => "new");
    expect(await cache.read("navigation", load, normal)).toBe("new");
    expect(await cache.read("navigation", load, normal)).toBe("new");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["waits for an entry a clear marked and gets the new value", true, 0, "up", "new"],
    ["gets the marked entry's cached value when its load fails", true, 0, "down", "old"],
    ["reads an unmarked entry from the cache", false, 0, "up", "old"],
    ["serves an unmarked expired entry stale while it refreshes", false, 31 * MINUTE, "up", "old"],
  ] as const)(
    "a default read after a clear: %s",
    async (_name, clear, later, backend, expected) => {
      const { cache, clock } = setup();
      await cache.read("k", async () => "old", normal);
      if (clear) cache.markStale();
      clock.advance(later);
      const load = vi.fn(async () => {
        if (backend === "down") throw new Error("content system is unavailable");
        return "new";
      });
      expect(await cache.read("k", load, normal)).toBe(expected);
    },
  );

  it("keeps at most the configured number of entries, dropping the least recently used", async () => {
    const { cache } = setup({ maxEntries: 2 });
    await cache.read("a", async () => "a", normal);
    await cache.read("b", async () => "b", normal);
    await cache.read("a", async () => "a2", normal);
    await cache.read("c", async () => "c", normal);
    expect(cache.size).toBe(2);
    expect(await cache.read("a", async () => "a3", normal)).toBe("a");
    expect(await cache.read("b", async () => "b2", normal)).toBe("b2");
  });

  it("keeps next-release entries apart with a key prefix", async () => {
    const { cache } = setup();
    await cache.read("k", async () => "current", normal);
    expect(await cache.read("k", async () => "next", { mode: "default", keyPrefix: "next:" })).toBe(
      "next",
    );
    expect(await cache.read("k", async () => "x", normal)).toBe("current");
  });

  it("is one instance per process, shared by proxy and pages", () => {
    expect(serverCache()).toBe(serverCache());
  });
});

describe("cache query parameter", () => {
  it.each([
    ["false", "bypass", false],
    ["clear", "default", true],
    [null, "default", false],
    ["true", "default", false],
    [["false", "clear"], "bypass", false],
    [["clear", "false"], "default", true],
  ] as const)("cache=%j reads %s, clears: %s", (value, mode, clears) => {
    expect(cacheModeFromQuery(value as string | string[] | null)).toBe(mode);
    expect(isCacheClearRequested(value as string | string[] | null)).toBe(clears);
  });
});
