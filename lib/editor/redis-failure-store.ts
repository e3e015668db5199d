import "server-only";

import type { RedisConnection } from "@/lib/cache/redis-connection.mjs";

import { FORGET_AFTER_MS } from "./attempt-throttle";
import type { FailureStore } from "./shared-attempt-throttle";

/**
 * A password form's wrong attempts per client in Redis: a hash of the count and the time of the
 * last, forgotten after a quarter of an hour of quiet. Counted in one transaction, so attempts
 * made at once on several instances all count.
 */
export function redisFailureStore(connection: RedisConnection, form: string): FailureStore {
  const { client } = connection;
  const keyOf = (key: string) => `ferrion:throttle:${form}:${key}`;
  const whenUp = () => {
    if (!connection.isUp()) throw new Error("Redis is away");
  };
  return {
    async read(key) {
      whenUp();
      const [failures, lastFailureAt] = await client.hmget(keyOf(key), "failures", "last");
      if (failures === null || lastFailureAt === null) return undefined;
      return { failures: Number(failures), lastFailureAt: Number(lastFailureAt) };
    },
    async recordFailure(key, at) {
      whenUp();
      await client
        .multi()
        .hincrby(keyOf(key), "failures", 1)
        .hset(keyOf(key), "last", String(at))
        .pexpire(keyOf(key), FORGET_AFTER_MS)
        .exec();
    },
    async forget(key) {
      whenUp();
      await client.del(keyOf(key));
    },
  };
}
