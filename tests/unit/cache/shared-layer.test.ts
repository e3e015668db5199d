import { describe, expect, it, vi } from "vitest";

import type { RedisConnection } from "@/lib/cache/redis-connection.mjs";
import { createSharedLayer } from "@/lib/cache/shared-layer.mjs";

/** Lets the layer's fire-and-forget Redis calls finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * One Redis for several connections: strings, INCR, the generation-raising script and pub/sub,
 * as far as the shared layer uses them. `up` false makes every call fail, as ioredis does
 * without a connection (no offline queue).
 */
function fakeRedis() {
  const strings = new Map<string, string | Buffer>();
  const subscribers: Array<(channel: string, message: string) => void> = [];
  const state = { up: true };
  const check = () => {
    if (!state.up) throw new Error("Connection is closed.");
  };
  function connection(instanceId: string): RedisConnection & { reconnect: () => void } {
    const readyHandlers: Array<() => void> = [];
    const handlers = new Map<string, Array<(message: string) => void>>();
    subscribers.push((channel, message) => {
      for (const handler of handlers.get(channel) ?? []) handler(message);
    });
    const client = {
      on: (event: string, handler: () => void) => {
        if (event === "ready") readyHandlers.push(handler);
      },
      async eval(_script: string, _keys: number, key: string, ours: number) {
        check();
        const stored = Number(strings.get(key) ?? 0);
        if (stored < ours) {
          strings.set(key, String(ours));
          return [ours, 1];
        }
        return [stored, 0];
      },
      async incr(key: string) {
        check();
        const next = Number(strings.get(key) ?? 0) + 1;
        strings.set(key, String(next));
        return next;
      },
      async publish(channel: string, message: string) {
        check();
        for (const deliver of subscribers) deliver(channel, message);
        return subscribers.length;
      },
      async getBuffer(key: string) {
        check();
        const value = strings.get(key);
        return value === undefined ? null : Buffer.from(value);
      },
      async set(key: string, value: string | Buffer) {
        check();
        strings.set(key, value);
        return "OK";
      },
    };
    let turns = Promise.resolve();
    return {
      client: client as unknown as RedisConnection["client"],
      instanceId,
      isUp: () => state.up,
      inTurn(task) {
        turns = turns.then(task).catch(() => {});
      },
      subscribe(channel, onMessage) {
        handlers.set(channel, [...(handlers.get(channel) ?? []), onMessage]);
      },
      reconnect: () => readyHandlers.forEach((handler) => handler()),
    };
  }
  return { strings, state, connection };
}

describe("shared layer (Redis under one cache)", () => {
  it("a clear on one instance raises the shared generation and marks every other instance", async () => {
    const redis = fakeRedis();
    const onA = vi.fn();
    const onB = vi.fn();
    const a = createSharedLayer("page", redis.connection("a"), { onRemoteClear: onA });
    const b = createSharedLayer("page", redis.connection("b"), { onRemoteClear: onB });
    await settle();
    a.announceClear();
    expect(a.generation()).toBe(1);
    await settle();
    expect(onB).toHaveBeenCalledTimes(1);
    expect(b.generation()).toBe(1);
    expect(onA).not.toHaveBeenCalled();
    expect(redis.strings.get("ferrion:page:generation")).toBe("1");
  });

  it("hears only its own layer's clears", async () => {
    const redis = fakeRedis();
    const onPage = vi.fn();
    createSharedLayer("page", redis.connection("a"), { onRemoteClear: onPage });
    const data = createSharedLayer("data", redis.connection("b"), { onRemoteClear: vi.fn() });
    await settle();
    data.announceClear();
    await settle();
    expect(onPage).not.toHaveBeenCalled();
  });

  it("writes and reads entries under its namespace", async () => {
    const redis = fakeRedis();
    const layer = createSharedLayer("data", redis.connection("a"), { onRemoteClear: vi.fn() });
    await settle();
    layer.set("k", "v", 1000);
    await settle();
    expect((await layer.get("k"))?.toString()).toBe("v");
    expect([...redis.strings.keys()]).toContain("ferrion:data:k");
  });

  it("while Redis is away: reads nothing, fails nothing, and a clear counts at once here", async () => {
    const redis = fakeRedis();
    const layer = createSharedLayer("data", redis.connection("a"), { onRemoteClear: vi.fn() });
    await settle();
    redis.state.up = false;
    expect(await layer.get("k")).toBeNull();
    expect(() => layer.set("k", "v", 1000)).not.toThrow();
    layer.announceClear();
    expect(layer.generation()).toBe(1);
  });

  it("a clear made while Redis was away reaches the others when it is back", async () => {
    const redis = fakeRedis();
    const connectionA = redis.connection("a");
    const a = createSharedLayer("page", connectionA, { onRemoteClear: vi.fn() });
    const onB = vi.fn();
    createSharedLayer("page", redis.connection("b"), { onRemoteClear: onB });
    await settle();
    redis.state.up = false;
    a.announceClear();
    await settle();
    redis.state.up = true;
    connectionA.reconnect();
    await settle();
    expect(redis.strings.get("ferrion:page:generation")).toBe("1");
    expect(onB).toHaveBeenCalledTimes(1);
  });

  it("a first sync that failed with Redis up (a timeout on a busy instance) is tried again", async () => {
    vi.useFakeTimers();
    try {
      const redis = fakeRedis();
      const connection = redis.connection("a");
      const client = connection.client as unknown as { eval: (...args: unknown[]) => unknown };
      const evalOnce = client.eval;
      let failures = 1;
      client.eval = (...args: unknown[]) =>
        failures-- > 0 ? Promise.reject(new Error("Command timed out")) : evalOnce(...args);
      const layer = createSharedLayer("page", connection, { onRemoteClear: vi.fn() });
      await vi.advanceTimersByTimeAsync(0);
      layer.set("k", "v", 1000);
      expect(redis.strings.has("ferrion:page:k")).toBe(false);

      // The retry comes within a second.
      await vi.advanceTimersByTimeAsync(1_000);
      layer.set("k", "v", 1000);
      await vi.advanceTimersByTimeAsync(0);
      expect(redis.strings.has("ferrion:page:k")).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  describe("a clear is heard by the others also when a busy instance's Redis call times out", () => {
    /** A and B on one Redis; A's `command` fails its first time, after doing its work if `done`. */
    async function twoInstances(command: "incr" | "publish", { done = false } = {}) {
      const redis = fakeRedis();
      const connectionA = redis.connection("a");
      const client = connectionA.client as unknown as Record<
        typeof command,
        (...args: unknown[]) => unknown
      >;
      const real = client[command];
      let failures = 1;
      client[command] = async (...args: unknown[]) => {
        if (failures-- <= 0) return real(...args);
        if (done) await real(...args);
        throw new Error("Command timed out");
      };
      const a = createSharedLayer("data", connectionA, { onRemoteClear: vi.fn() });
      const onB = vi.fn();
      const b = createSharedLayer("data", redis.connection("b"), { onRemoteClear: onB });
      await vi.advanceTimersByTimeAsync(0);
      return { redis, connectionA, a, b, onB };
    }

    it.each([
      ["raising the generation", "incr"],
      ["telling the others", "publish"],
    ] as const)("%s is tried again while Redis is up", async (_step, command) => {
      vi.useFakeTimers();
      try {
        const { a, b, onB } = await twoInstances(command);
        a.announceClear();
        await vi.advanceTimersByTimeAsync(0);
        expect(onB).not.toHaveBeenCalled();

        // The retry comes within a second.
        await vi.advanceTimersByTimeAsync(1_000);
        expect(onB).toHaveBeenCalledTimes(1);
        expect(b.generation()).toBe(a.generation());
      } finally {
        vi.useRealTimers();
      }
    });

    it("the pages' clear is told after the data's it follows, also when the data's is tried again", async () => {
      vi.useFakeTimers();
      try {
        const { redis, connectionA, a } = await twoInstances("incr");
        const pagesOnA = createSharedLayer("page", connectionA, { onRemoteClear: vi.fn() });
        const heardOnB: string[] = [];
        const connectionB = redis.connection("b");
        createSharedLayer("data", connectionB, { onRemoteClear: () => heardOnB.push("data") });
        createSharedLayer("page", connectionB, { onRemoteClear: () => heardOnB.push("page") });
        await vi.advanceTimersByTimeAsync(0);

        a.announceClear();
        pagesOnA.announceClear();
        await vi.advanceTimersByTimeAsync(1_000);
        expect(heardOnB).toEqual(["data", "page"]);
      } finally {
        vi.useRealTimers();
      }
    });

    it("a raise that went through unanswered, then Redis away: told when it is back", async () => {
      vi.useFakeTimers();
      try {
        const { redis, connectionA, a, onB } = await twoInstances("incr", { done: true });
        a.announceClear();
        await vi.advanceTimersByTimeAsync(0);
        redis.state.up = false;
        await vi.advanceTimersByTimeAsync(1_000);
        expect(onB).not.toHaveBeenCalled();

        redis.state.up = true;
        connectionA.reconnect();
        await vi.advanceTimersByTimeAsync(0);
        expect(onB).toHaveBeenCalledTimes(1);
      } finally {
        vi.useRealTimers();
      }
    });
  });

  it("reads no entry before it knows the shared generation (just connected)", async () => {
    const redis = fakeRedis();
    redis.strings.set("ferrion:data:k", "stored before a clear this instance has not heard of");
    redis.state.up = false;
    const connection = redis.connection("a");
    const layer = createSharedLayer("data", connection, { onRemoteClear: vi.fn() });
    redis.state.up = true;
    expect(await layer.get("k")).toBeNull();
    connection.reconnect();
    await settle();
    expect(await layer.get("k")).not.toBeNull();
  });
});
