/**
 * How many requests of each user (key) are worked on at once, in one process: up to
 * `maxInFlight` run, up to `maxQueued` more wait for a place in the order they came, and any
 * further one is refused at once, so one user's flood never queues in front of another user.
 */
export class InFlightLimiter {
  /** @type {Map<string, { running: number, waiting: Array<() => void> }>} */
  #users = new Map();
  #maxInFlight;
  #maxQueued;

  /** @param {{ maxInFlight: number, maxQueued: number }} limits */
  constructor({ maxInFlight, maxQueued }) {
    this.#maxInFlight = maxInFlight;
    this.#maxQueued = maxQueued;
  }

  /**
   * A place for one request of `key`: the function that gives it back (call it once the work is
   * done), or null when the user already has `maxInFlight` running and `maxQueued` waiting.
   * @param {string} key
   * @returns {Promise<(() => void) | null>}
   */
  async acquire(key) {
    let user = this.#users.get(key);
    if (!user) {
      user = { running: 0, waiting: [] };
      this.#users.set(key, user);
    }
    if (user.running < this.#maxInFlight) {
      user.running += 1;
    } else if (user.waiting.length < this.#maxQueued) {
      // The place is handed over by release(): running stays as it is.
      await new Promise((resolve) =>
        /** @type {typeof user} */ (user).waiting.push(() => resolve(undefined)),
      );
    } else {
      return null;
    }
    return this.#releaser(key, user);
  }

  /** How many requests of `key` run and wait now. @param {string} key */
  load(key) {
    const user = this.#users.get(key);
    return { running: user?.running ?? 0, waiting: user?.waiting.length ?? 0 };
  }

  /** @param {string} key @param {{ running: number, waiting: Array<() => void> }} user */
  #releaser(key, user) {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = user.waiting.shift();
      if (next) {
        next();
        return;
      }
      user.running -= 1;
      if (user.running === 0) this.#users.delete(key);
    };
  }
}
