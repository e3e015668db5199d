import "server-only";

import { redisConnection } from "@/lib/cache/redis-connection.mjs";

import { AttemptThrottle } from "./attempt-throttle";
import { redisFailureStore } from "./redis-failure-store";
import { memoryThrottle, type PasswordThrottle, sharedThrottle } from "./shared-attempt-throttle";

const GLOBAL_KEY = Symbol.for("ferrion.password-throttles");

interface Throttles {
  editor: PasswordThrottle;
  preview: PasswordThrottle;
}

function throttleFor(form: keyof Throttles): PasswordThrottle {
  const connection = redisConnection();
  const memory = new AttemptThrottle();
  return connection
    ? sharedThrottle(redisFailureStore(connection, form), memory)
    : memoryThrottle(memory);
}

/**
 * One throttle per password form, per process (route handlers may be bundled apart), counting
 * per client only (lib/editor/client-key.ts); with REDIS_URL, counted across every instance
 * (docs/caching.md "Several instances"). There is deliberately no budget of all clients together: it
 * would let anybody with wrong guesses keep the editors with the right password out. The client
 * key cannot be made up, so per client is enough.
 */
export function passwordThrottles(): Throttles {
  const store = globalThis as typeof globalThis & { [GLOBAL_KEY]?: Throttles };
  store[GLOBAL_KEY] ??= { editor: throttleFor("editor"), preview: throttleFor("preview") };
  return store[GLOBAL_KEY];
}
