import { describe, expect, it } from "vitest";

import {
  describeRedisUrl,
  reconnectDelayMs,
  redisConnection,
} from "@/lib/cache/redis-connection.mjs";

describe("Redis connection", () => {
  it.each([
    [1, 100],
    [2, 200],
    [3, 400],
    [6, 3200],
    [7, 5000],
    [50, 5000],
  ])("waits %i → %i ms before reconnect attempt (bounded backoff)", (times, expected) => {
    expect(reconnectDelayMs(times)).toBe(expected);
  });

  it.each([
    ["redis://cache:6379", "redis://cache:6379"],
    ["rediss://user:secret@cache.example:6380/2", "rediss://cache.example:6380"],
    ["not a url", "the configured Redis"],
  ])("names %s as %s in log lines, never with its password", (url, expected) => {
    expect(describeRedisUrl(url)).toBe(expected);
  });

  it.each([{}, { REDIS_URL: "" }])("is none without REDIS_URL (%o): memory only", (env) => {
    expect(redisConnection(env)).toBeNull();
  });
});
