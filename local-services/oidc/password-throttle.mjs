/** Wrong passwords an account may get from one client before it has to wait. */
export const FREE_ATTEMPTS = 3;
export const MAX_WAIT_MS = 60_000;
/** An account and client quiet this long start afresh. */
export const FORGET_AFTER_MS = 15 * 60_000;
const MAX_ENTRIES = 10_000;

/**
 * @typedef {{ failures: number, lastFailureAt: number }} FailureRecord
 */

/**
 * Milliseconds still to wait at `now` after these wrong passwords: none for the first three,
 * then 1, 2, 4, … seconds (at most a minute) after the last wrong one. The site's editor
 * password follows the same rule (lib/editor/attempt-throttle.ts).
 * @param {FailureRecord | undefined} record
 * @param {number} now
 */
export function waitAfterFailures(record, now) {
  if (!record || record.failures < FREE_ATTEMPTS) return 0;
  const wait = Math.min(1000 * 2 ** (record.failures - FREE_ATTEMPTS), MAX_WAIT_MS);
  return Math.max(0, record.lastFailureAt + wait - now);
}

/**
 * The sign-in form's throttle: wrong passwords counted per account (the e-mail as typed, trimmed
 * and lower-cased, whether or not such an account exists, so the answer tells nothing about
 * it) and OpenID client. While the wait lasts, the form checks no password at all, so guessing
 * costs time whoever guesses and from wherever. In memory: a restart starts afresh.
 * @param {() => number} [now]
 */
export function createPasswordThrottle(now = Date.now) {
  /** @type {Map<string, FailureRecord>} */
  const records = new Map();

  /** @param {string} email @param {string} clientId */
  const keyOf = (email, clientId) => `${clientId}\n${email.trim().toLowerCase()}`;

  /** @param {string} key */
  function current(key) {
    const record = records.get(key);
    if (record && now() - record.lastFailureAt > FORGET_AFTER_MS) {
      records.delete(key);
      return undefined;
    }
    return record;
  }

  function makeRoom() {
    for (const [key, record] of records) {
      if (now() - record.lastFailureAt > FORGET_AFTER_MS) records.delete(key);
    }
    const oldest = records.keys().next().value;
    if (records.size >= MAX_ENTRIES && oldest !== undefined) records.delete(oldest);
  }

  return {
    /**
     * Whole seconds to wait before the next attempt for this account and client; 0: try now.
     * @param {string} email @param {string} clientId
     */
    waitSeconds(email, clientId) {
      return Math.ceil(waitAfterFailures(current(keyOf(email, clientId)), now()) / 1000);
    },

    /** @param {string} email @param {string} clientId */
    recordFailure(email, clientId) {
      const key = keyOf(email, clientId);
      const record = current(key);
      if (!record && records.size >= MAX_ENTRIES) makeRoom();
      records.delete(key); // re-inserted last: the Map stays ordered by last failure
      records.set(key, { failures: (record?.failures ?? 0) + 1, lastFailureAt: now() });
    },

    /** @param {string} email @param {string} clientId */
    recordSuccess(email, clientId) {
      records.delete(keyOf(email, clientId));
    },
  };
}

/** @typedef {ReturnType<typeof createPasswordThrottle>} PasswordThrottle */
