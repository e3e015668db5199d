import { describe, expect, it, vi } from "vitest";

import type { RedisConnection } from "@/lib/cache/redis-connection.mjs";
import { MemoryIdempotencyStore } from "@/lib/forms/idempotency";
import { MemoryRateLimitStore } from "@/lib/forms/rate-limit";
import { redisIdempotencyStore, redisRateLimitStore } from "@/lib/forms/redis-form-stores";

/** A connection whose Redis answers with `client`, or is away. */
function connection(client: Record<string, unknown>, up = true) {
  return { client, isUp: () => up } as unknown as RedisConnection;
}

const answer = { fingerprint: "f1", answer: { status: 201, body: { ok: true } } };

describe("Redis stores of the forms", () => {
  it("counts a hit in Redis: the count and the window's end from its remaining time", async () => {
    const evalScript = vi.fn(async () => [3, 60_000]);
    const store = redisRateLimitStore(
      connection({ eval: evalScript }),
      "forms",
      new MemoryRateLimitStore(),
      () => 1000,
    );
    expect(await store.hit("contact:203.0.113.9", 600_000)).toEqual({ count: 3, resetAt: 61_000 });
    expect(evalScript).toHaveBeenCalledWith(
      expect.stringContaining("INCR"),
      1,
      "ferrion:rate:forms:contact:203.0.113.9",
      600_000,
    );
  });

  it.each([
    ["Redis is away", connection({ eval: vi.fn() }, false)],
    [
      "Redis fails the command",
      connection({ eval: vi.fn(async () => Promise.reject(new Error("timeout"))) }),
    ],
  ])("counts in memory when %s", async (_name, redis) => {
    const store = redisRateLimitStore(redis, "forms", new MemoryRateLimitStore(() => 0), () => 0);
    await store.hit("k", 1000);
    expect(await store.hit("k", 1000)).toEqual({ count: 2, resetAt: 1000 });
  });

  it("gives back an answer another instance stored", async () => {
    const get = vi.fn(async () => JSON.stringify(answer));
    const store = redisIdempotencyStore(connection({ get }), new MemoryIdempotencyStore());
    expect(await store.get("key-1")).toEqual(answer);
    expect(get).toHaveBeenCalledWith("ferrion:idempotency:key-1");
  });

  it("remembers an answer in memory too, for when Redis goes away", async () => {
    const set = vi.fn(async () => "OK");
    const client = { set, get: vi.fn() };
    let up = true;
    const redis = { client, isUp: () => up } as unknown as RedisConnection;
    const store = redisIdempotencyStore(redis, new MemoryIdempotencyStore());
    await store.set("key-1", answer);
    expect(set).toHaveBeenCalledWith(
      "ferrion:idempotency:key-1",
      JSON.stringify(answer),
      "PX",
      86_400_000,
    );
    up = false;
    expect(await store.get("key-1")).toEqual(answer);
  });
});
