import type { AttemptThrottle } from "./attempt-throttle";
import { type ClientRecord, waitAfterFailures } from "./attempt-throttle";

/** Where every instance counts a client's wrong attempts (Redis); may fail at any call. */
export interface FailureStore {
  read(client: string): Promise<ClientRecord | undefined>;
  recordFailure(client: string, at: number): Promise<void>;
  forget(client: string): Promise<void>;
}

/** A password form's throttle as its route uses it. */
export interface PasswordThrottle {
  waitMs(client: string): Promise<number>;
  recordFailure(client: string): Promise<void>;
  recordSuccess(client: string): Promise<void>;
}

/** One process's throttle, for when no shared store is configured. */
export function memoryThrottle(throttle: AttemptThrottle): PasswordThrottle {
  return {
    waitMs: async (client) => throttle.waitMs(client),
    recordFailure: async (client) => throttle.recordFailure(client),
    recordSuccess: async (client) => throttle.recordSuccess(client),
  };
}

/**
 * Counts wrong attempts in the shared store, so a client waits however many instances it
 * spreads its guesses over, and in memory as well: while the store is away (or slow), this
 * instance's own count still slows the client down, and the longer of both waits applies.
 */
export function sharedThrottle(
  store: FailureStore,
  memory: AttemptThrottle,
  now: () => number = Date.now,
): PasswordThrottle {
  return {
    async waitMs(client) {
      const shared = await store.read(client).catch(() => undefined);
      return Math.max(memory.waitMs(client), waitAfterFailures(shared, now()));
    },
    async recordFailure(client) {
      memory.recordFailure(client);
      await store.recordFailure(client, now()).catch(() => {});
    },
    async recordSuccess(client) {
      memory.recordSuccess(client);
      await store.forget(client).catch(() => {});
    },
  };
}
