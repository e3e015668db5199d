import "server-only";

import { AttemptThrottle } from "./attempt-throttle";

const GLOBAL_KEY = Symbol.for("ferrion.password-throttles");

interface Throttles {
  editor: AttemptThrottle;
  preview: AttemptThrottle;
}

/**
 * One throttle per password form, per process (route handlers may be bundled apart), counting
 * per client only (lib/editor/client-key.ts). There is deliberately no budget of all clients
 * together: it would let anybody with wrong guesses keep the editors with the right password
 * out. The client key cannot be made up, so per client is enough.
 */
export function passwordThrottles(): Throttles {
  const store = globalThis as typeof globalThis & { [GLOBAL_KEY]?: Throttles };
  store[GLOBAL_KEY] ??= { editor: new AttemptThrottle(), preview: new AttemptThrottle() };
  return store[GLOBAL_KEY];
}
