import { describe, expect, it, vi } from "vitest";

import { STORE_MARKER } from "@/lib/http/ferrion-headers.mjs";
import { PageCache, toCachedPage } from "@/server/page-cache.mjs";
import { decodeSharedPage, encodeSharedPage } from "@/server/shared-page-codec.mjs";

import { fakeRedisHub } from "../support/fake-shared-layer";

function rendered(body: string, status = 200) {
  return {
    status,
    headers: { "content-type": "text/html", [STORE_MARKER]: "store" },
    body: Buffer.from(body),
  };
}

/** Lets background renders finish and store their pages. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Two instances (A, B) of the page cache over one fake Redis, on one clock. */
function twoInstances(ttlMs = 60_000) {
  let now = 1000;
  const clock = { now: () => now, advance: (ms: number) => (now += ms) };
  const hub = fakeRedisHub();
  const make = (render: (key: string) => Promise<ReturnType<typeof rendered>>) =>
    new PageCache({
      maxBytes: 1e6,
      maxEntries: 100,
      ttlMs,
      clearCoalesceMs: 0,
      render,
      perf: clock,
      now: clock.now,
      sharedLayer: (onRemoteClear) => hub.layer(onRemoteClear),
      sharedKeyPrefix: "build-1:",
    });
  return { make, hub, clock };
}

describe("page cache with a shared layer (several instances)", () => {
  it("serves a page rendered on A from B without rendering, compressed variants included", async () => {
    const { make, hub } = twoInstances();
    const a = make(async () => rendered("<p>home</p>"));
    const renderOnB = vi.fn(async () => rendered("<p>rendered on B</p>"));
    const b = make(renderOnB);
    const onA = await a.get("host/en", {});
    const onB = await b.get("host/en", {});
    expect(renderOnB).not.toHaveBeenCalled();
    expect(onB.body.toString()).toBe("<p>home</p>");
    expect(onB).toMatchObject({ etag: "etag" in onA && onA.etag });
    expect([...hub.entries.keys()]).toEqual(["build-1:host/en"]);
  });

  it("a clear on B makes A render afresh on its next request (stale served meanwhile)", async () => {
    const { make } = twoInstances();
    let version = "old";
    const renderOnA = vi.fn(async () => rendered(version));
    const a = make(renderOnA);
    const b = make(async () => rendered("unused"));
    await a.get("k", {});
    b.markStale();
    version = "new";
    expect((await a.get("k", {})).body.toString()).toBe("old");
    await settle();
    expect(renderOnA).toHaveBeenCalledTimes(2);
    expect((await a.get("k", {})).body.toString()).toBe("new");
  });

  it("a render after a clear that fails keeps the shared last good copy", async () => {
    const { make } = twoInstances();
    const a = make(async () => rendered("last good"));
    await a.get("k", {});
    a.markStale();
    const failedOnB = make(async () => rendered("the content system is down", 503));
    expect((await failedOnB.get("k", {})).body.toString()).toBe("last good");
    const throwsOnB = make(async () => {
      throw new Error("render timed out");
    });
    expect((await throwsOnB.get("k", {})).body.toString()).toBe("last good");
  });

  it("does not take a shared page whose lifetime has ended", async () => {
    const { make, clock } = twoInstances(60_000);
    await make(async () => rendered("old")).get("k", {});
    clock.advance(61_000);
    const renderOnB = vi.fn(async () => rendered("new"));
    expect((await make(renderOnB).get("k", {})).body.toString()).toBe("new");
    expect(renderOnB).toHaveBeenCalledTimes(1);
  });

  it("with Redis away, each instance renders and serves from its own memory", async () => {
    const { make, hub } = twoInstances();
    hub.down();
    await make(async () => rendered("on A")).get("k", {});
    const renderOnB = vi.fn(async () => rendered("on B"));
    const b = make(renderOnB);
    expect((await b.get("k", {})).body.toString()).toBe("on B");
    expect((await b.get("k", {})).body.toString()).toBe("on B");
    expect(renderOnB).toHaveBeenCalledTimes(1);
  });
});

describe("shared page codec", () => {
  const page = toCachedPage(rendered("<h1>Über uns</h1>".repeat(50)));

  it("reads back status, headers, etag, body and both compressed variants", () => {
    const decoded = decodeSharedPage(encodeSharedPage(page, 7, 4242));
    expect(decoded).toEqual({ page, generation: 7, storedAt: 4242 });
  });

  const whole = encodeSharedPage(page, 1, 1);
  it.each([
    ["nothing", null],
    ["too short", Buffer.from([0, 0])],
    ["a header length past the end", Buffer.from([0, 0, 0, 200, 1, 2])],
    ["a cut-off page", whole.subarray(0, whole.length - 1)],
    ["trailing bytes", Buffer.concat([whole, Buffer.from("x")])],
    ["a header that is not JSON", Buffer.concat([Buffer.from([0, 0, 0, 3]), Buffer.from("{x}")])],
  ])("reads %s as no page", (_name, raw) => {
    expect(decodeSharedPage(raw)).toBeUndefined();
  });
});
