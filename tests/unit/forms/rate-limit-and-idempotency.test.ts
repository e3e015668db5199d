import { describe, expect, it, vi } from "vitest";

import {
  IdempotentRunner,
  MemoryIdempotencyStore,
  type StoredAnswer,
} from "@/lib/forms/idempotency";
import { checkRateLimit, MemoryRateLimitStore } from "@/lib/forms/rate-limit";

describe("per-client rate limit", () => {
  const rule = { limit: 3, windowMs: 60_000 };

  it("lets a client make `limit` submissions per window, then says how long to wait", async () => {
    let now = 1_000_000;
    const store = new MemoryRateLimitStore(() => now);
    const verdicts = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      verdicts.push(await checkRateLimit(store, "client-a", rule, () => now));
    }
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, true, false]);
    now += 15_000;
    expect(await checkRateLimit(store, "client-a", rule, () => now)).toEqual({
      allowed: false,
      retryAfterSeconds: 45,
    });
    now += 45_000;
    expect(await checkRateLimit(store, "client-a", rule, () => now)).toEqual({ allowed: true });
  });

  it("never makes one client wait for another's flood", async () => {
    const store = new MemoryRateLimitStore();
    for (let attempt = 0; attempt < 10; attempt++) await checkRateLimit(store, "flooder", rule);
    expect(await checkRateLimit(store, "flooder", rule)).toMatchObject({ allowed: false });
    expect(await checkRateLimit(store, "someone-else", rule)).toEqual({ allowed: true });
  });

  it("keeps its memory bounded under a flood of client keys", async () => {
    const store = new MemoryRateLimitStore(Date.now, 100);
    for (let client = 0; client < 1_000; client++) await store.hit(`client-${client}`, 60_000);
    expect(
      (store as unknown as { windows: Map<string, unknown> }).windows.size,
    ).toBeLessThanOrEqual(100);
  });
});

describe("idempotent submissions", () => {
  const created: StoredAnswer = { status: 201, body: { reference: "SR-100001" } };

  it("runs a double click once: the second request gets the first one's answer", async () => {
    const runner = new IdempotentRunner(new MemoryIdempotencyStore());
    let runs = 0;
    let release: () => void = () => undefined;
    const slow = () =>
      new Promise<StoredAnswer>((resolve) => {
        runs++;
        release = () => resolve(created);
      });
    const first = runner.run("key-1", "same", slow);
    const second = runner.run("key-1", "same", slow);
    await vi.waitFor(() => expect(runs).toBe(1));
    release();
    expect(await first).toEqual({ kind: "answer", answer: created, replayed: false });
    expect(await second).toEqual({ kind: "answer", answer: created, replayed: true });
    expect(runs).toBe(1);
  });

  it("answers a retry after success from memory, without running again", async () => {
    const runner = new IdempotentRunner(new MemoryIdempotencyStore());
    let runs = 0;
    const produce = async () => (runs++, created);
    await runner.run("key-2", "same", produce);
    expect(await runner.run("key-2", "same", produce)).toMatchObject({
      replayed: true,
      answer: created,
    });
    expect(runs).toBe(1);
  });

  it("runs again after a failure (back end down, bot check refused)", async () => {
    const runner = new IdempotentRunner(new MemoryIdempotencyStore());
    const answers: StoredAnswer[] = [{ status: 503, body: {} }, { status: 403, body: {} }, created];
    const produce = async () => answers.shift()!;
    expect((await runner.run("key-3", "same", produce)).kind === "answer").toBe(true);
    await runner.run("key-3", "same", produce);
    expect(await runner.run("key-3", "same", produce)).toEqual({
      kind: "answer",
      answer: created,
      replayed: false,
    });
  });

  it("refuses a key sent again with other content, while running and after", async () => {
    const runner = new IdempotentRunner(new MemoryIdempotencyStore());
    const running = runner.run("key-4", "content-a", async () => created);
    expect(await runner.run("key-4", "content-b", async () => created)).toEqual({
      kind: "conflict",
    });
    await running;
    expect(await runner.run("key-4", "content-b", async () => created)).toEqual({
      kind: "conflict",
    });
  });

  it("forgets an answer after a day", async () => {
    let now = 0;
    const store = new MemoryIdempotencyStore(() => now);
    await store.set("key-5", { fingerprint: "f", answer: created });
    now += 24 * 60 * 60_000 + 1;
    expect(await store.get("key-5")).toBeUndefined();
  });
});
