import { createServer } from "node:net";
import type { AddressInfo } from "node:net";

import { describe, expect, it } from "vitest";

import {
  describeRedisUrl,
  ObservedRedis,
  reconnectDelayMs,
  redisConnection,
  unansweredCommandsWarning,
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

describe("a Redis that leaves commands unanswered", () => {
  const WHERE = "redis://cache:6379";
  const line = (count: number) =>
    `Redis at ${WHERE} left ${count} command(s) unanswered for 250 ms: the site went on from memory`;

  it.each([
    { case: "one timeout", at: [0], lines: [line(1)] },
    { case: "a burst within the minute", at: [0, 10, 20, 30], lines: [line(1)] },
    {
      case: "the next after the minute, with those since",
      at: [0, 10, 20, 60_000],
      lines: [line(1), line(3)],
    },
    { case: "a minute apart each", at: [0, 60_000, 120_000], lines: [line(1), line(1), line(1)] },
  ])("is told in the log once a minute at most: $case", ({ at, lines }) => {
    const warned: string[] = [];
    let now = 0;
    const note = unansweredCommandsWarning(WHERE, (text) => warned.push(text), {
      now: () => now,
    });
    for (const time of at) {
      now = time;
      note();
    }
    expect(warned).toEqual(lines);
  });

  it("a command that times out on a connected Redis is noticed", async () => {
    // Answers the client's set-up (its ready check asks INFO) and leaves GET unanswered, as a
    // Redis too busy to answer. Answers go in the order of the commands.
    const server = createServer((socket) => {
      socket.on("data", (data) => {
        for (const [, name] of data.toString().matchAll(/\*\d+\r\n\$\d+\r\n(\w+)\r\n/g)) {
          const info = "# Server\r\nredis_version:7.2.0\r\nloading:0\r\n";
          if (/^get$/i.test(name!)) return;
          socket.write(
            /^info$/i.test(name!) ? `$${Buffer.byteLength(info)}\r\n${info}\r\n` : "+OK\r\n",
          );
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const client = new ObservedRedis(`redis://127.0.0.1:${port}`, {
      commandTimeout: 100,
      maxRetriesPerRequest: 0,
    });
    let unanswered = 0;
    client.onUnanswered = () => (unanswered += 1);
    try {
      await new Promise((resolve) => client.once("ready", resolve));
      await expect(client.get("ferrion:page:anything")).rejects.toThrow("Command timed out");
      expect(unanswered).toBe(1);
    } finally {
      client.disconnect();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
