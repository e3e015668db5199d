/**
 * @typedef {object} InFlightLimits
 * @property {number} maxInFlight requests of one user (key) worked on at once
 * @property {number} maxQueued requests of one user waiting for a place; any further is refused
 * @property {number} [maxTotal] requests of all users worked on at once (default: no bound)
 */

/**
 * @typedef {{ running: number, waiting: Array<() => void>, lastStarted: number }} UserLoad
 */

/**
 * How many requests of each user (key) are worked on at once, in one process: up to
 * `maxInFlight` run, up to `maxQueued` more wait in the order they came, and any further one is
 * refused at once, so one user's flood never queues in front of another user.
 *
 * With `maxTotal`, at most that many run of all users together (a back end that does its work
 * on one thread gains nothing from more), and a freed place goes to the waiting user with the
 * fewest requests running, among equals the one whose last request started longest ago: a user
 * who floods waits behind everyone else, who gets the next place.
 */
export class InFlightLimiter {
  /** @type {Map<string, UserLoad>} */
  #users = new Map();
  #limits;
  #running = 0;
  /** Orders the starts of requests (for `lastStarted`). */
  #ticks = 0;

  /** @param {InFlightLimits} limits */
  constructor(limits) {
    this.#limits = { maxTotal: Infinity, ...limits };
  }

  /**
   * A place for one request of `key`: the function that gives it back (call it once the work is
   * done), or null when the user already has `maxInFlight` running and `maxQueued` waiting. A
   * user with fewer running waits while all places of all users (`maxTotal`) are taken.
   * @param {string} key
   * @returns {Promise<(() => void) | null>}
   */
  async acquire(key) {
    const user = this.#userOf(key);
    if (user.waiting.length === 0 && this.#mayStart(user)) {
      this.#start(user);
    } else if (
      user.running + user.waiting.length <
      this.#limits.maxInFlight + this.#limits.maxQueued
    ) {
      // Waits for one of its own places, or (with maxTotal) for a place of all.
      // The place is handed over by #startNext(), which counts it as running.
      await new Promise((resolve) => user.waiting.push(() => resolve(undefined)));
    } else {
      this.#forgetIdle(key, user);
      return null;
    }
    return this.#releaser(key, user);
  }

  /** How many requests of `key` run and wait now. @param {string} key */
  load(key) {
    const user = this.#users.get(key);
    return { running: user?.running ?? 0, waiting: user?.waiting.length ?? 0 };
  }

  /** @param {string} key @returns {UserLoad} */
  #userOf(key) {
    let user = this.#users.get(key);
    if (!user) {
      user = { running: 0, waiting: [], lastStarted: 0 };
      this.#users.set(key, user);
    }
    return user;
  }

  /** @param {UserLoad} user */
  #mayStart(user) {
    return user.running < this.#limits.maxInFlight && this.#running < this.#limits.maxTotal;
  }

  /** @param {UserLoad} user */
  #start(user) {
    user.running += 1;
    user.lastStarted = this.#ticks += 1;
    this.#running += 1;
  }

  /** @param {string} key @param {UserLoad} user */
  #releaser(key, user) {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      user.running -= 1;
      this.#running -= 1;
      this.#startNext();
      this.#forgetIdle(key, user);
    };
  }

  /** Gives freed places to the waiting users with the fewest running, least recently served first. */
  #startNext() {
    while (this.#running < this.#limits.maxTotal) {
      /** @type {UserLoad | undefined} */
      let next;
      for (const user of this.#users.values()) {
        if (user.waiting.length === 0 || user.running >= this.#limits.maxInFlight) continue;
        if (
          !next ||
          user.running < next.running ||
          (user.running === next.running && user.lastStarted < next.lastStarted)
        ) {
          next = user;
        }
      }
      if (!next) return;
      this.#start(next);
      /** @type {() => void} */ (next.waiting.shift())();
    }
  }

  /** @param {string} key @param {UserLoad} user */
  #forgetIdle(key, user) {
    if (user.running === 0 && user.waiting.length === 0) this.#users.delete(key);
  }
}
