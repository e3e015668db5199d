import "server-only";

import { redisConnection } from "@/lib/cache/redis-connection.mjs";

import type { BackendProbe } from "./probe-backend";

const SHARED_CACHE_BACKEND = "shared cache (Redis)";

/**
 * The shared cache's Redis, when REDIS_URL is set: optional, since without it every instance
 * serves from its memory layers (docs/caching.md "Several instances"); readiness then says degraded.
 */
export function sharedCacheProbes(env = process.env): BackendProbe[] {
  if (!env.REDIS_URL) return [];
  return [
    {
      name: SHARED_CACHE_BACKEND,
      required: false,
      // Connects on first use, not on import: `next build` imports this module too.
      check: async () => {
        const connection = redisConnection(env);
        if (!connection?.isUp()) {
          throw new Error("not connected: serving from memory, reconnecting");
        }
        await connection.client.ping();
      },
    },
  ];
}
