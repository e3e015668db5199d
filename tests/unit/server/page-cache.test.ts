import { describe, expect, it, vi } from "vitest";

import { STORE_MARKER } from "@/lib/http/ferrion-headers.mjs";
import { PageCache, toCachedPage } from "@/server/page-cache.mjs";

function page(body: string, status = 200, store = true) {
  return {
    status,
    headers: {
      "content-type": "text/html",
      "content-length": String(body.length),
      "x-middleware-rewrite": "/site-main/en",
      ...(store ? { [STORE_MARKER]: "store" } : {}),
    },
    body: Buffer.from(body),
  };
}

/** Lets background renders finish and store their pages. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe("PageCache", () => {
  it("renders a page once and then serves it from memory", async () => {
    const render = vi.fn(async () => page("<p>home</p>"));
    const cache = new PageCache({ maxBytes: 1e6, maxEntries: 100, ttlMs: 60_000, render });
    const first = await cache.get("host/en", {});
    const second = await cache.get("host/en", {});
    expect(render).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    expect(second.body.toString()).toBe("<p>home</p>");
  });

  it("lets concurrent misses of one page share one render", async () => {
    const rendered = deferred<ReturnType<typeof page>>();
    const render = vi.fn(() => rendered.promise);
    const cache = new PageCache({ maxBytes: 1e6, maxEntries: 100, ttlMs: 60_000, render });
    const decisions: string[] = [];
    const both = Promise.all([
      cache.get("k", {}, (decision) => decisions.push(decision)),
      cache.get("k", {}, (decision) => decisions.push(decision)),
    ]);
    expect(decisions).toEqual(["miss", "joined"]);
    rendered.resolve(page("x"));
    const [a, b] = await both;
    expect(render).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
  });

  it.each([
    ["a 404", page("missing", 404)],
    ["a page the proxy did not mark as public", page("personal", 200, false)],
    [
      "an answer that varies by a header its key lacks (Next-Url, once an intercepting route exists)",
      { ...page("rsc"), headers: { ...page("rsc").headers, vary: "rsc, Next-Url" } },
    ],
  ])("does not store %s", async (_name, response) => {
    const render = vi.fn(async () => response);
    const cache = new PageCache({ maxBytes: 1e6, maxEntries: 100, ttlMs: 60_000, render });
    expect((await cache.get("k", {})).status).toBe(response.status);
    await cache.get("k", {});
    expect(render).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });

  it("serves a stale page while one refresh renders it again", async () => {
    let now = 1000; // not 0: lru-cache reads a start time of 0 as "no lifetime"
    const perf = { now: () => now };
    const refreshed = deferred<ReturnType<typeof page>>();
    const render = vi
      .fn()
      .mockResolvedValueOnce(page("old"))
      .mockReturnValueOnce(refreshed.promise);
    const cache = new PageCache({ maxBytes: 1e6, maxEntries: 100, ttlMs: 1000, render, perf });
    await cache.get("k", {});
    now = 10_000;
    expect((await cache.get("k", {})).body.toString()).toBe("old");
    expect((await cache.get("k", {})).body.toString()).toBe("old");
    expect(render).toHaveBeenCalledTimes(2);
    refreshed.resolve(page("new"));
    await refreshed.promise;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await cache.get("k", {})).body.toString()).toBe("new");
  });

  it("keeps serving the stale page when its refresh fails", async () => {
    let now = 1000; // not 0: lru-cache reads a start time of 0 as "no lifetime"
    const perf = { now: () => now };
    const onRefreshError = vi.fn();
    const render = vi
      .fn()
      .mockResolvedValueOnce(page("old"))
      .mockRejectedValue(new Error("backend down"));
    const cache = new PageCache({
      maxBytes: 1e6,
      maxEntries: 100,
      ttlMs: 1000,
      render,
      onRefreshError,
      perf,
    });
    await cache.get("k", {});
    now = 10_000;
    expect((await cache.get("k", {})).body.toString()).toBe("old");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onRefreshError).toHaveBeenCalledWith("k", new Error("backend down"));
    expect((await cache.get("k", {})).body.toString()).toBe("old");
  });

  it("marks pages stale on clear and stores a render that began before the clear as stale", async () => {
    const slow = deferred<ReturnType<typeof page>>();
    const render = vi
      .fn()
      .mockResolvedValueOnce(page("v1"))
      .mockReturnValueOnce(slow.promise)
      .mockResolvedValueOnce(page("v3"));
    let now = 1000;
    const perf = { now: () => now };
    const cache = new PageCache({ maxBytes: 1e6, maxEntries: 100, ttlMs: 60_000, render, perf });
    await cache.get("a", {});
    expect(cache.markStale()).toBe(true);
    expect(cache.size).toBe(1);
    const during = cache.get("b", {});
    now += 5000;
    expect(cache.markStale()).toBe(true);
    slow.resolve(page("v2"));
    await during;
    expect((await cache.get("b", {})).body.toString()).toBe("v2");
    await settle();
    expect((await cache.get("b", {})).body.toString()).toBe("v3");
  });

  it("serves the marked page at once and refreshes it once", async () => {
    const refreshed = deferred<ReturnType<typeof page>>();
    const render = vi
      .fn()
      .mockResolvedValueOnce(page("old"))
      .mockReturnValueOnce(refreshed.promise);
    const cache = new PageCache({ maxBytes: 1e6, maxEntries: 100, ttlMs: 60_000, render });
    await cache.get("k", {});
    cache.markStale();
    expect((await cache.get("k", {})).body.toString()).toBe("old");
    expect((await cache.get("k", {})).body.toString()).toBe("old");
    expect(render).toHaveBeenCalledTimes(2);
    refreshed.resolve(page("new"));
    await settle();
    expect((await cache.get("k", {})).body.toString()).toBe("new");
    expect(render).toHaveBeenCalledTimes(2);
  });

  it.each([
    ["the render fails (a backend is down)", () => Promise.reject(new Error("down"))],
    ["the render answers the maintenance page", async () => page("maintenance", 503, false)],
  ])("keeps the last good page after a clear when %s", async (_name, failing) => {
    const render = vi.fn().mockResolvedValueOnce(page("last good")).mockImplementation(failing);
    const cache = new PageCache({ maxBytes: 1e6, maxEntries: 100, ttlMs: 60_000, render });
    await cache.get("k", {});
    cache.markStale();
    for (let i = 0; i < 3; i++) {
      const served = await cache.get("k", {});
      expect([served.status, served.body.toString()]).toEqual([200, "last good"]);
      await settle();
    }
  });

  it("coalesces clears: within the window another clear does not mark again", async () => {
    let now = 1000;
    const perf = { now: () => now };
    const render = vi.fn(async () => page("x"));
    const cache = new PageCache({ maxBytes: 1e6, maxEntries: 100, ttlMs: 60_000, render, perf });
    await cache.get("k", {});
    expect(cache.markStale()).toBe(true);
    await cache.get("k", {});
    await settle();
    expect(render).toHaveBeenCalledTimes(2);
    now += 4999;
    expect(cache.markStale()).toBe(false);
    await cache.get("k", {});
    expect(render).toHaveBeenCalledTimes(2);
    now += 1;
    expect(cache.markStale()).toBe(true);
    await cache.get("k", {});
    expect(render).toHaveBeenCalledTimes(3);
  });

  it.each([
    ["entries", { maxBytes: 1e9, maxEntries: 10 }],
    ["bytes", { maxBytes: 20_000, maxEntries: 1000 }],
  ])("stays within its bound of %s under a flood of pages", async (_name, bounds) => {
    const body = (key: string) => `${key} ${"x".repeat(1000)}`;
    const onePage = toCachedPage(page(body("k100")));
    const pageBytes = onePage.body.length + onePage.gzip.length + onePage.br.length;
    const most = Math.min(bounds.maxEntries, Math.floor(bounds.maxBytes / pageBytes));
    const render = vi.fn(async (key: string) => page(body(key)));
    const cache = new PageCache({ ...bounds, ttlMs: 60_000, render });
    for (let i = 100; i < 300; i++) await cache.get(`k${i}`, {});
    expect(most).toBeLessThan(200);
    expect(cache.size).toBeLessThanOrEqual(most);
    expect(cache.size).toBeGreaterThanOrEqual(most - 1);
    expect(cache.bytes).toBeLessThanOrEqual(bounds.maxBytes);
  });
});

describe("PageCache.wouldRender", () => {
  it("is true only while nothing is stored or being rendered for the key", async () => {
    const rendered = deferred<ReturnType<typeof page>>();
    const cache = new PageCache({
      maxBytes: 1e6,
      maxEntries: 100,
      ttlMs: 60_000,
      render: () => rendered.promise,
    });
    expect(cache.wouldRender("k")).toBe(true);
    const get = cache.get("k", {});
    expect(cache.wouldRender("k")).toBe(false);
    rendered.resolve(page("x"));
    await get;
    expect(cache.wouldRender("k")).toBe(false);
    cache.markStale();
    expect(cache.wouldRender("k")).toBe(false);
  });
});

describe("toCachedPage", () => {
  it("keeps what describes the page and drops transfer and internal headers", () => {
    const cached = toCachedPage({
      ...page("<p>x</p>"),
      headers: { ...page("<p>x</p>").headers, "x-nextjs-rewritten-path": "/site-main/en" },
    });
    // Next.js's router reads its x-nextjs-* headers from an RSC answer.
    expect(cached.headers).toEqual({
      "content-type": "text/html",
      "x-nextjs-rewritten-path": "/site-main/en",
    });
    expect(cached.etag).toMatch(/^"[\w-]+"$/);
    expect(cached.gzip.length).toBeGreaterThan(0);
    expect(cached.br.length).toBeGreaterThan(0);
  });
});
