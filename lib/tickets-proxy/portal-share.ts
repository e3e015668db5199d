import "server-only";

import { InFlightLimiter } from "@/contracts/portal/in-flight-limiter.mjs";
import { redisConnection } from "@/lib/cache/redis-connection.mjs";
import { config } from "@/lib/config";
import { MemoryRateLimitStore } from "@/lib/forms/rate-limit";
import { redisRateLimitStore } from "@/lib/forms/redis-form-stores";

import type { PortalShare } from "./fair-share";

const GLOBAL_KEY = Symbol.for("ferrion.portal-share");

function create(): PortalShare {
  const limits = config.portalLimits;
  const redis = redisConnection();
  const memory = new MemoryRateLimitStore();
  return {
    limits,
    minutes: redis ? redisRateLimitStore(redis, "portal", memory) : memory,
    inFlight: new InFlightLimiter(limits),
    pause: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
}

/**
 * One share per process (route handlers may be bundled apart): the per-minute counts live in
 * Redis with REDIS_URL, shared by every instance (docs/caching.md "Several instances"), else in memory;
 * the requests at once are this instance's.
 */
export function portalShare(): PortalShare {
  const store = globalThis as typeof globalThis & { [GLOBAL_KEY]?: PortalShare };
  store[GLOBAL_KEY] ??= create();
  return store[GLOBAL_KEY];
}
