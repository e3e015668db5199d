import { describe, expect, it } from "vitest";

import { InFlightLimiter } from "@/contracts/portal/in-flight-limiter.mjs";
import { DEFAULT_PORTAL_LIMITS } from "@/contracts/portal/portal-limits.mjs";
import { MemoryRateLimitStore } from "@/lib/forms/rate-limit";
import {
  admitPortalRequest,
  type PortalShare,
  REFUSAL_PAUSE_MS,
} from "@/lib/tickets-proxy/fair-share";

/** The pauses before refusals, in ms. */
const pauses: number[] = [];

function shareOf(limits: Partial<PortalShare["limits"]>, now: () => number) {
  const all = { ...DEFAULT_PORTAL_LIMITS, ...limits };
  return {
    limits: all,
    minutes: new MemoryRateLimitStore(now),
    inFlight: new InFlightLimiter(all),
    pause: async (ms: number) => {
      pauses.push(ms);
    },
  } satisfies PortalShare;
}

/** Settles pending promises without letting time pass. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("requests of one user at once", () => {
  it.each([
    // [in flight, queued, requests at once, how many start, wait, are refused]
    [2, 0, 2, 2, 0, 0],
    [2, 0, 3, 2, 0, 1],
    [2, 3, 5, 2, 3, 0],
    [2, 3, 40, 2, 3, 35],
    [4, 8, 40, 4, 8, 28],
  ])(
    "%i at once and %i waiting: of %i, %i start, %i wait and the rest are refused",
    async (maxInFlight, maxQueued, sent, started, waiting, refused) => {
      const limiter = new InFlightLimiter({ maxInFlight, maxQueued });
      const outcomes: Array<"started" | "refused"> = [];
      const places = Array.from({ length: sent }, () =>
        limiter.acquire("user").then((release) => {
          outcomes.push(release ? "started" : "refused");
          return release;
        }),
      );
      await settle();
      expect(outcomes.filter((outcome) => outcome === "started")).toHaveLength(started);
      expect(outcomes.filter((outcome) => outcome === "refused")).toHaveLength(
        sent - started - waiting,
      );
      expect(limiter.load("user")).toEqual({ running: started, waiting });
      expect(sent - started - waiting).toBe(refused);
      // Each answered request lets the next waiting one start, in order.
      for (const place of places) (await place)?.();
      await settle();
      expect(outcomes.filter((outcome) => outcome === "started")).toHaveLength(started + waiting);
      expect(limiter.load("user")).toEqual({ running: 0, waiting: 0 });
    },
  );

  it("keeps each user's places apart", async () => {
    const limiter = new InFlightLimiter({ maxInFlight: 1, maxQueued: 0 });
    const flooding = await limiter.acquire("flooding");
    expect(await limiter.acquire("flooding")).toBeNull();
    const other = await limiter.acquire("other");
    expect(other).toBeTypeOf("function");
    flooding?.();
    other?.();
  });

  it("gives a place back once, however often release is called", async () => {
    const limiter = new InFlightLimiter({ maxInFlight: 1, maxQueued: 0 });
    const release = await limiter.acquire("user");
    release?.();
    release?.();
    expect(limiter.load("user")).toEqual({ running: 0, waiting: 0 });
    const again = await limiter.acquire("user");
    expect(await limiter.acquire("user")).toBeNull();
    again?.();
  });
});

describe("a portal user's share of /api/tickets-proxy", () => {
  it("lets requests through up to the limit a minute, then 429 with Retry-After until the minute ends", async () => {
    let now = 1_000_000;
    const share = shareOf({ requestsPerMinute: 3 }, () => now);
    for (let request = 0; request < 3; request += 1) {
      const admission = await admitPortalRequest(share, "demo-customer", () => now);
      expect(admission.ok).toBe(true);
      if (admission.ok) admission.release();
    }
    now += 20_000;
    const refused = await admitPortalRequest(share, "demo-customer", () => now);
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.response.status).toBe(429);
    expect(pauses.at(-1)).toBe(REFUSAL_PAUSE_MS);
    expect(refused.response.headers.get("retry-after")).toBe("40");
    expect(await refused.response.json()).toEqual({
      error: "Too many requests",
      limit: "requestsPerMinute",
      message: "At most 3 portal requests a minute per user; try again in 40 s.",
    });
    // Another user is not counted with him.
    expect((await admitPortalRequest(share, "demo-admin", () => now)).ok).toBe(true);
    now += 40_000;
    expect((await admitPortalRequest(share, "demo-customer", () => now)).ok).toBe(true);
  });

  it("refuses a request past the places at once with 429 and Retry-After: 1, not another user's", async () => {
    const share = shareOf({ maxInFlight: 1, maxQueued: 1 }, Date.now);
    const first = await admitPortalRequest(share, "flooding");
    const second = admitPortalRequest(share, "flooding");
    const third = await admitPortalRequest(share, "flooding");
    expect(third.ok).toBe(false);
    if (third.ok) return;
    expect(third.response.status).toBe(429);
    expect(pauses.at(-1)).toBe(REFUSAL_PAUSE_MS);
    expect(third.response.headers.get("retry-after")).toBe("1");
    expect(third.response.headers.get("cache-control")).toBe("no-store");
    expect(await third.response.json()).toMatchObject({
      limit: "requestsInFlight",
      message:
        "At most 1 portal requests per user are answered at once and 1 wait; try again in 1 s.",
    });
    const other = await admitPortalRequest(share, "other company's user");
    expect(other.ok).toBe(true);
    if (first.ok) first.release();
    const waited = await second;
    expect(waited.ok).toBe(true);
  });
});

describe("places shared by all users (a back end working on one thread)", () => {
  it("lets another user wait for a place of all rather than refusing him, however short his queue", async () => {
    const limiter = new InFlightLimiter({ maxInFlight: 1, maxQueued: 0, maxTotal: 1 });
    const flooding = await limiter.acquire("flood");
    expect(await limiter.acquire("flood")).toBeNull();
    const other = limiter.acquire("other");
    expect(limiter.load("other")).toEqual({ running: 0, waiting: 1 });
    flooding?.();
    const release = await other;
    expect(release).toBeTypeOf("function");
    release?.();
  });

  it.each([
    // [who asks, in order, with one place for everyone] → [who starts, in order]
    [
      ["flood", "flood", "flood", "other"],
      ["flood", "other", "flood", "flood"],
    ],
    [
      ["flood", "flood", "a", "b"],
      ["flood", "a", "b", "flood"],
    ],
    [
      ["a", "b", "a", "b", "a"],
      ["a", "b", "a", "b", "a"],
    ],
  ])("%j start as %j", async (asking, expected) => {
    const limiter = new InFlightLimiter({ maxInFlight: 4, maxQueued: 8, maxTotal: 1 });
    const started: Array<{ user: string; release: (() => void) | null }> = [];
    for (const user of asking) {
      void limiter.acquire(user).then((release) => started.push({ user, release }));
    }
    // Each request, once answered, frees the one place for the next.
    for (let turn = 0; turn < asking.length; turn += 1) {
      await settle();
      expect(started).toHaveLength(turn + 1);
      started[turn]!.release?.();
    }
    expect(started.map(({ user }) => user)).toEqual(expected);
  });
});
