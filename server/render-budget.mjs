// How many renders past the caches one client address may cause (docs/caching.md "The render budget"):
// a bucket per client that holds `burst` renders and refills `perMinute` a minute (the generic
// cell rate algorithm: one stored time per client, the moment its bucket is full again). With
// Redis every instance draws on the same bucket; while Redis is away, each on its own.
import { LRUCache } from "lru-cache";

import { redisConnection } from "../lib/cache/redis-connection.mjs";

/** @typedef {{ allowed: true } | { allowed: false, retryAfterS: number }} Draw */

/**
 * One draw of `cost` renders on a bucket whose state is `fullAt` (when it is full again; 0 or
 * past: full now).
 * @param {number} fullAt
 * @param {number} now
 * @param {{ intervalMs: number, burst: number }} rate intervalMs: time to refill one render
 * @param {number} [cost]
 * @returns {{ draw: Draw, fullAt: number }}
 */
export function drawOn(fullAt, now, { intervalMs, burst }, cost = 1) {
  const next = Math.max(fullAt, now) + cost * intervalMs;
  const waitMs = next - burst * intervalMs - now;
  if (waitMs > 0) {
    return { draw: { allowed: false, retryAfterS: Math.ceil(waitMs / 1000) }, fullAt };
  }
  return { draw: { allowed: true }, fullAt: next };
}

// The same draw in Redis, in one step, so draws at once on several instances all count.
const DRAW = `
local now = tonumber(ARGV[1])
local interval = tonumber(ARGV[2])
local burst = tonumber(ARGV[3])
local cost = tonumber(ARGV[4])
local fullAt = math.max(tonumber(redis.call('GET', KEYS[1]) or '0'), now)
local nextAt = fullAt + cost * interval
local waitMs = nextAt - burst * interval - now
if waitMs > 0 then return waitMs end
redis.call('SET', KEYS[1], nextAt, 'PX', math.ceil(nextAt - now))
return 0`;

/**
 * @param {{ perMinute: number, burst: number, now?: () => number, connection?: import("../lib/cache/redis-connection.mjs").RedisConnection | null }} options
 *   perMinute 0: no budget (every draw is allowed)
 */
export function renderBudget({ perMinute, burst, now = Date.now, connection = null }) {
  const rate = { intervalMs: 60_000 / Math.max(perMinute, 1), burst };
  /** @type {LRUCache<string, number>} */
  const buckets = new LRUCache({ max: 50_000 });

  /** @param {string} client @param {number} cost @returns {Draw} */
  function drawInMemory(client, cost) {
    const result = drawOn(buckets.get(client) ?? 0, now(), rate, cost);
    buckets.set(client, result.fullAt);
    return result.draw;
  }

  /** @param {string} client @param {number} cost @returns {Promise<Draw>} */
  async function drawShared(client, cost) {
    if (!connection?.isUp()) return drawInMemory(client, cost);
    try {
      const waitMs = Number(
        await connection.client.eval(
          DRAW,
          1,
          `ferrion:render-budget:${client}`,
          now(),
          rate.intervalMs,
          rate.burst,
          cost,
        ),
      );
      return waitMs > 0
        ? { allowed: false, retryAfterS: Math.ceil(waitMs / 1000) }
        : { allowed: true };
    } catch {
      return drawInMemory(client, cost);
    }
  }

  return {
    /**
     * Takes `cost` renders from the client's bucket, or none when that many are not left.
     * @param {string} client the client's address (server/client-address.mjs)
     * @param {number} [cost]
     * @returns {Promise<Draw>}
     */
    draw(client, cost = 1) {
      if (perMinute === 0) return Promise.resolve({ allowed: true });
      return drawShared(client, cost);
    },
  };
}

/**
 * The server's budget, shared through Redis when REDIS_URL is set.
 * @param {{ perMinute: number, burst: number }} settings
 */
export function serverRenderBudget(settings) {
  return renderBudget({ ...settings, connection: redisConnection() });
}
