import "server-only";

import type { RedisConnection } from "@/lib/cache/redis-connection.mjs";

import type { IdempotencyStore, StoredAnswer } from "./idempotency";
import type { RateLimitStore } from "./rate-limit";

// One window per key: counted and, on its first hit, given its end, in one step, so hits made
// at once on several instances all count and no key is left without an end.
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

const REMEMBER_MS = 24 * 60 * 60_000;

function whenUp(connection: RedisConnection): void {
  if (!connection.isUp()) throw new Error("Redis is away");
}

/**
 * Form submission counts in Redis (docs/caching.md "Several instances"), so every instance counts a
 * client's submissions alike; while Redis is away (or slow), `fallback` (this process's memory)
 * counts instead.
 */
export function redisRateLimitStore(
  connection: RedisConnection,
  name: string,
  fallback: RateLimitStore,
  now: () => number = Date.now,
): RateLimitStore {
  return {
    async hit(key, windowMs) {
      try {
        whenUp(connection);
        const [count, ttl] = (await connection.client.eval(
          HIT,
          1,
          `ferrion:rate:${name}:${key}`,
          windowMs,
        )) as [number, number];
        return { count, resetAt: now() + ttl };
      } catch {
        return fallback.hit(key, windowMs);
      }
    },
  };
}

/**
 * The answers given per idempotency key, in Redis for a day, so a retry reaching another
 * instance gets the same answer; `fallback` (memory) while Redis is away. The intake refuses a
 * key twice anyway, so a miss here never stores a submission twice.
 */
export function redisIdempotencyStore(
  connection: RedisConnection,
  fallback: IdempotencyStore,
): IdempotencyStore {
  const keyOf = (key: string) => `ferrion:idempotency:${key}`;
  return {
    async get(key) {
      try {
        whenUp(connection);
        const raw = await connection.client.get(keyOf(key));
        if (raw === null) return fallback.get(key);
        return JSON.parse(raw) as { fingerprint: string; answer: StoredAnswer };
      } catch {
        return fallback.get(key);
      }
    },
    async set(key, value) {
      await fallback.set(key, value);
      try {
        whenUp(connection);
        await connection.client.set(keyOf(key), JSON.stringify(value), "PX", REMEMBER_MS);
      } catch {
        // Remembered in memory only: a retry reaching this instance still gets the answer.
      }
    },
  };
}
