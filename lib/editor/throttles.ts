import "server-only";

import { AttemptThrottle } from "./attempt-throttle";

const GLOBAL_KEY = Symbol.for("ferrion.password-throttles");
/** Wrong attempts of all clients together before everyone waits (see passwordThrottle). */
const FREE_ATTEMPTS_OF_ALL = 20;
const EVERYONE = "*";

class PasswordThrottle {
  private readonly perClient = new AttemptThrottle();
  private readonly overall = new AttemptThrottle(Date.now, FREE_ATTEMPTS_OF_ALL);

  waitMs(client: string): number {
    return Math.max(this.perClient.waitMs(client), this.overall.waitMs(EVERYONE));
  }

  recordFailure(client: string): void {
    this.perClient.recordFailure(client);
    this.overall.recordFailure(EVERYONE);
  }

  recordSuccess(client: string): void {
    this.perClient.recordSuccess(client);
  }
}

interface Throttles {
  editor: PasswordThrottle;
  preview: PasswordThrottle;
}

/**
 * One throttle per password form, per process (route handlers may be bundled apart). The client
 * is named by X-Forwarded-For, which a client can make up (Next keeps one it was sent), so all
 * clients together also get a budget: guessing from many made-up addresses slows down too.
 */
export function passwordThrottles(): Throttles {
  const store = globalThis as typeof globalThis & { [GLOBAL_KEY]?: Throttles };
  store[GLOBAL_KEY] ??= { editor: new PasswordThrottle(), preview: new PasswordThrottle() };
  return store[GLOBAL_KEY];
}
