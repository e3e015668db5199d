/** Wrong attempts a client may make before it has to wait. */
const FREE_ATTEMPTS = 3;
const MAX_DELAY_MS = 60_000;
/** A client that stayed quiet this long starts afresh. */
export const FORGET_AFTER_MS = 15 * 60_000;
const MAX_CLIENTS = 10_000;

export interface ClientRecord {
  failures: number;
  lastFailureAt: number;
}

/**
 * Milliseconds a client with these wrong attempts must still wait at `now`: none for the first
 * three, then 1, 2, 4, … seconds (at most a minute) after the last wrong one.
 */
export function waitAfterFailures(record: ClientRecord | undefined, now: number): number {
  if (!record || record.failures < FREE_ATTEMPTS) return 0;
  const delay = Math.min(1000 * 2 ** (record.failures - FREE_ATTEMPTS), MAX_DELAY_MS);
  return Math.max(0, record.lastFailureAt + delay - now);
}

/**
 * Slows down password guessing, per client, in memory: after three wrong attempts each further
 * attempt must wait 1, 2, 4, … seconds (at most a minute) after the last wrong one. One client's
 * wrong guesses never make another client wait.
 */
export class AttemptThrottle {
  private readonly clients = new Map<string, ClientRecord>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Milliseconds the client must still wait before its next attempt; 0 when it may try now. */
  waitMs(client: string): number {
    return waitAfterFailures(this.current(client), this.now());
  }

  recordFailure(client: string): void {
    const record = this.current(client);
    if (!record && this.clients.size >= MAX_CLIENTS) this.forgetQuietClients();
    this.clients.set(client, {
      failures: (record?.failures ?? 0) + 1,
      lastFailureAt: this.now(),
    });
  }

  recordSuccess(client: string): void {
    this.clients.delete(client);
  }

  private current(client: string): ClientRecord | undefined {
    const record = this.clients.get(client);
    if (record && this.now() - record.lastFailureAt > FORGET_AFTER_MS) {
      this.clients.delete(client);
      return undefined;
    }
    return record;
  }

  private forgetQuietClients(): void {
    for (const [client, record] of this.clients) {
      if (this.now() - record.lastFailureAt > FORGET_AFTER_MS) this.clients.delete(client);
    }
    // Still full: the oldest entry makes room (Map keeps insertion order).
    if (this.clients.size >= MAX_CLIENTS) {
      const oldest = this.clients.keys().next().value;
      if (oldest !== undefined) this.clients.delete(oldest);
    }
  }
}
