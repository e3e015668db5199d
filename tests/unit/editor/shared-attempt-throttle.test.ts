import { describe, expect, it } from "vitest";

import {
  AttemptThrottle,
  type ClientRecord,
  waitAfterFailures,
} from "@/lib/editor/attempt-throttle";
import { type FailureStore, sharedThrottle } from "@/lib/editor/shared-attempt-throttle";

/** Redis's hash per client, in memory; `away` makes every call fail as it does without Redis. */
function fakeStore() {
  const records = new Map<string, ClientRecord>();
  const state = { away: false };
  const check = () => {
    if (state.away) throw new Error("Redis is away");
  };
  const store: FailureStore = {
    async read(client) {
      check();
      return records.get(client);
    },
    async recordFailure(client, at) {
      check();
      records.set(client, {
        failures: (records.get(client)?.failures ?? 0) + 1,
        lastFailureAt: at,
      });
    },
    async forget(client) {
      check();
      records.delete(client);
    },
  };
  return { store, state };
}

describe("waitAfterFailures", () => {
  it.each([
    [undefined, 0],
    [{ failures: 2, lastFailureAt: 1000 }, 0],
    [{ failures: 3, lastFailureAt: 1000 }, 1000],
    [{ failures: 4, lastFailureAt: 1000 }, 2000],
    [{ failures: 5, lastFailureAt: 500 }, 3500],
    [{ failures: 20, lastFailureAt: 1000 }, 60_000],
    [{ failures: 3, lastFailureAt: -5000 }, 0],
  ])("%o at 1000 ms waits %i ms", (record, expected) => {
    expect(waitAfterFailures(record, 1000)).toBe(expected);
  });
});

describe("password throttle shared by several instances", () => {
  it("counts wrong attempts made on two instances together", async () => {
    let now = 10_000;
    const { store } = fakeStore();
    const a = sharedThrottle(store, new AttemptThrottle(() => now), () => now);
    const b = sharedThrottle(store, new AttemptThrottle(() => now), () => now);
    await a.recordFailure("203.0.113.9");
    await b.recordFailure("203.0.113.9");
    await a.recordFailure("203.0.113.9");
    expect(await b.waitMs("203.0.113.9")).toBe(1000);
    expect(await a.waitMs("198.51.100.1")).toBe(0);
    now += 1000;
    expect(await b.waitMs("203.0.113.9")).toBe(0);
  });

  it("a right password on one instance lets the client in on the other", async () => {
    const { store } = fakeStore();
    const a = sharedThrottle(store, new AttemptThrottle());
    const b = sharedThrottle(store, new AttemptThrottle());
    for (let guess = 0; guess < 3; guess += 1) await b.recordFailure("client");
    await a.recordSuccess("client");
    expect(await a.waitMs("client")).toBe(0);
  });

  it("while Redis is away, each instance still slows the client by its own count", async () => {
    const now = 10_000;
    const { store, state } = fakeStore();
    const a = sharedThrottle(store, new AttemptThrottle(() => now), () => now);
    state.away = true;
    for (let guess = 0; guess < 4; guess += 1) await a.recordFailure("client");
    expect(await a.waitMs("client")).toBe(2000);
  });

  it("Redis back with an older count: the longer of both waits applies", async () => {
    const now = 10_000;
    const { store, state } = fakeStore();
    const a = sharedThrottle(store, new AttemptThrottle(() => now), () => now);
    await a.recordFailure("client");
    state.away = true;
    for (let guess = 0; guess < 3; guess += 1) await a.recordFailure("client");
    state.away = false;
    expect(await a.waitMs("client")).toBe(2000);
  });
});
