/**
 * Editor sessions that were signed out before their token expired. Behind this interface so a
 * deployment of several instances can keep them in a shared store (e.g. Redis) instead.
 */
export interface SignedOutSessions {
  /** Refuses the session from now on, until `expiresAtS`, when its token dies anyway. */
  add(sessionId: string, expiresAtS: number): void;
  has(sessionId: string): boolean;
}

/**
 * Entries kept at most: only a signed-in editor adds one (each sign-out of a valid token), so
 * this is far more than editors ever sign out within a token's 90 days.
 */
const MAX_ENTRIES = 100_000;

/**
 * In this process's memory: lost on a restart (a copied cookie of a signed-out session is valid
 * again afterwards). With REDIS_URL, shared-signed-out-sessions.ts keeps one of these per
 * instance in step with the others and with Redis.
 */
export class MemorySignedOutSessions implements SignedOutSessions {
  private readonly expiries = new Map<string, number>();

  constructor(private readonly nowS: () => number = () => Math.floor(Date.now() / 1000)) {}

  add(sessionId: string, expiresAtS: number): void {
    if (expiresAtS <= this.nowS()) return;
    if (this.expiries.size >= MAX_ENTRIES) this.forgetExpired();
    // Still full: the earliest sign-out is forgotten (Map keeps insertion order).
    if (this.expiries.size >= MAX_ENTRIES) {
      const oldest = this.expiries.keys().next().value;
      if (oldest !== undefined) this.expiries.delete(oldest);
    }
    this.expiries.set(sessionId, expiresAtS);
  }

  has(sessionId: string): boolean {
    const expiresAtS = this.expiries.get(sessionId);
    if (expiresAtS === undefined) return false;
    if (expiresAtS > this.nowS()) return true;
    this.expiries.delete(sessionId);
    return false;
  }

  /** The sessions still refused, with when their tokens die. */
  *entries(): IterableIterator<[string, number]> {
    const now = this.nowS();
    for (const [sessionId, expiresAtS] of this.expiries) {
      if (expiresAtS > now) yield [sessionId, expiresAtS];
    }
  }

  /** How many are kept, for tests. */
  get size(): number {
    return this.expiries.size;
  }

  private forgetExpired(): void {
    const now = this.nowS();
    for (const [sessionId, expiresAtS] of this.expiries) {
      if (expiresAtS <= now) this.expiries.delete(sessionId);
    }
  }
}
