import { InFlightLimiter } from "../../contracts/portal/in-flight-limiter.mjs";

const MINUTE_MS = 60_000;
/** Users whose minute is counted before ended minutes are forgotten. */
const MAX_COUNTED_USERS = 10_000;

/**
 * @typedef {object} PortalLimits
 * @property {number} maxInFlight requests of one user worked on at once
 * @property {number} maxQueued requests of one user waiting for a place; past them 429
 * @property {number} requestsPerMinute requests of one user per minute
 * @property {number} maxQueryItems the most page items one query may ask for (query-cost.mjs)
 * @property {number} maxQueryValues the most values one answer may hold (query-cost.mjs)
 */

/**
 * @typedef {{ ok: true, release: () => void }
 *   | { ok: false, limit: "requestsPerMinute" | "requestsInFlight", message: string, retryAfterSeconds: number }} Admission
 */

/**
 * Each user's share of the back end (issue 27 item 4), in this process: requests per minute (a
 * fixed window) and requests at once, keyed by the caller's company and verified subject.
 * @param {PortalLimits} limits
 * @param {() => number} [now]
 */
export function createFairShare(limits, now = Date.now) {
  const inFlight = new InFlightLimiter(limits);
  /** @type {Map<string, { count: number, endsAt: number }>} */
  const minutes = new Map();

  /** @param {string} key */
  function countMinute(key) {
    const at = now();
    let minute = minutes.get(key);
    if (!minute || minute.endsAt <= at) {
      if (!minute && minutes.size >= MAX_COUNTED_USERS) {
        for (const [other, counted] of minutes) if (counted.endsAt <= at) minutes.delete(other);
      }
      minute = { count: 0, endsAt: at + MINUTE_MS };
      minutes.set(key, minute);
    }
    minute.count += 1;
    return {
      count: minute.count,
      retryAfterSeconds: Math.max(1, Math.ceil((minute.endsAt - at) / 1000)),
    };
  }

  return {
    limits,
    /**
     * Counts one request of `key` and waits for one of its places; 429 material when a limit is
     * reached. Call `release` once the request is answered.
     * @param {string} key
     * @returns {Promise<Admission>}
     */
    async admit(key) {
      const minute = countMinute(key);
      if (minute.count > limits.requestsPerMinute) {
        return {
          ok: false,
          limit: "requestsPerMinute",
          message: `At most ${limits.requestsPerMinute} requests a minute per user; try again in ${minute.retryAfterSeconds} s`,
          retryAfterSeconds: minute.retryAfterSeconds,
        };
      }
      const release = await inFlight.acquire(key);
      if (!release) {
        return {
          ok: false,
          limit: "requestsInFlight",
          message: `At most ${limits.maxInFlight} requests per user are answered at once and ${limits.maxQueued} wait; try again in 1 s`,
          retryAfterSeconds: 1,
        };
      }
      return { ok: true, release };
    },
  };
}
