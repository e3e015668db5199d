/**
 * Where the submission counts live: in memory for one process, or with REDIS_URL in Redis
 * (redis-form-stores.ts: INCR with PEXPIRE on the first hit) so that every instance counts alike.
 */
export interface RateLimitStore {
  /** Counts one hit of `key` in its current window; the count so far and when the window ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
}

export interface RateLimitRule {
  /** Submissions a client may make per window. */
  limit: number;
  windowMs: number;
}

type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** How many submissions a client may make per form: enough for a person, not for a flood. */
export const FORM_RATE_LIMIT: RateLimitRule = { limit: 20, windowMs: 10 * 60_000 };

/** Fixed windows per key; a key's count starts afresh when its window has ended. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 10_000,
  ) {}

  async hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }> {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (!window && this.windows.size >= this.maxKeys) this.forgetEnded(now);
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { ...window };
  }

  private forgetEnded(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    // Still full: the oldest window makes room (Map keeps insertion order).
    if (this.windows.size >= this.maxKeys) {
      const oldest = this.windows.keys().next().value;
      if (oldest !== undefined) this.windows.delete(oldest);
    }
  }
}

/** Counts the submission and says whether the client may make it. */
export async function checkRateLimit(
  store: RateLimitStore,
  key: string,
  rule: RateLimitRule,
  now: () => number = Date.now,
): Promise<RateLimitVerdict> {
  const { count, resetAt } = await store.hit(key, rule.windowMs);
  if (count <= rule.limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now()) / 1000)) };
}
