import "server-only";

import { AttemptThrottle } from "./attempt-throttle";

const GLOBAL_KEY = Symbol.for("ferrion.password-throttles");

interface Throttles {
  editor: AttemptThrottle;
  preview: AttemptThrottle;
}

/** One throttle per password form, per process (route handlers may be bundled apart). */
export function passwordThrottles(): Throttles {
  const store = globalThis as typeof globalThis & { [GLOBAL_KEY]?: Throttles };
  store[GLOBAL_KEY] ??= { editor: new AttemptThrottle(), preview: new AttemptThrottle() };
  return store[GLOBAL_KEY];
}
