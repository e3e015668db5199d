/** The answer a submission got, given again to every retry with the same key. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

/**
 * Remembers what a submission was answered, per idempotency key: in memory for one process, or
 * with REDIS_URL in Redis (redis-form-stores.ts). The back end (the service desk's intake) also
 * refuses to store a key twice, so a submission is stored once even across instances and restarts.
 */
export interface IdempotencyStore {
  get(key: string): Promise<{ fingerprint: string; answer: StoredAnswer } | undefined>;
  set(key: string, value: { fingerprint: string; answer: StoredAnswer }): Promise<void>;
}

/** A day: longer than anybody retries a form. */
const REMEMBER_MS = 24 * 60 * 60_000;

export class MemoryIdempotencyStore implements IdempotencyStore {
  private readonly entries = new Map<
    string,
    { fingerprint: string; answer: StoredAnswer; until: number }
  >();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 10_000,
  ) {}

  async get(key: string) {
    const entry = this.entries.get(key);
    if (entry && entry.until <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry && { fingerprint: entry.fingerprint, answer: entry.answer };
  }

  async set(key: string, value: { fingerprint: string; answer: StoredAnswer }) {
    if (this.entries.size >= this.maxKeys) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { ...value, until: this.now() + REMEMBER_MS });
  }
}

type IdempotentResult =
  { kind: "answer"; answer: StoredAnswer; replayed: boolean } | { kind: "conflict" };

/**
 * Runs `produce` once per key: a retry after the answer gets the stored answer, a second request
 * while the first is still running (a double click) waits for the first's answer. Only answers
 * `worthKeeping` are stored; after any other (the back end was down, the bot check refused) a
 * retry with the same key tries again. A key sent again with other content is a conflict.
 */
export class IdempotentRunner {
  private readonly running = new Map<
    string,
    { fingerprint: string; result: Promise<IdempotentResult> }
  >();

  constructor(
    private readonly store: IdempotencyStore,
    private readonly worthKeeping: (answer: StoredAnswer) => boolean = (answer) =>
      answer.status >= 200 && answer.status < 300,
  ) {}

  async run(
    key: string,
    fingerprint: string,
    produce: () => Promise<StoredAnswer>,
  ): Promise<IdempotentResult> {
    // Checked and registered without awaiting in between, so two requests at once never both run.
    const inFlight = this.running.get(key);
    if (inFlight) {
      if (inFlight.fingerprint !== fingerprint) return { kind: "conflict" };
      const first = await inFlight.result;
      return first.kind === "answer" ? { ...first, replayed: true } : first;
    }
    const result = this.runOnce(key, fingerprint, produce);
    this.running.set(key, { fingerprint, result });
    try {
      return await result;
    } finally {
      this.running.delete(key);
    }
  }

  private async runOnce(
    key: string,
    fingerprint: string,
    produce: () => Promise<StoredAnswer>,
  ): Promise<IdempotentResult> {
    const stored = await this.store.get(key);
    if (stored) {
      if (stored.fingerprint !== fingerprint) return { kind: "conflict" };
      return { kind: "answer", answer: stored.answer, replayed: true };
    }
    const answer = await produce();
    if (this.worthKeeping(answer)) await this.store.set(key, { fingerprint, answer });
    return { kind: "answer", answer, replayed: false };
  }
}
