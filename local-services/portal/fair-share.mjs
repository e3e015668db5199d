import { InFlightLimiter } from "../../contracts/portal/in-flight-limiter.mjs";

const MINUTE_MS = 60_000;
/** Users whose minute is counted before ended minutes are forgotten. */
const MAX_COUNTED_USERS = 10_000;

/**
 * @typedef {object} PortalLimits
 * @property {number} maxInFlight requests of one user worked on at once
 * @property {number} maxQueued requests of one user waiting for a place; past them 429
 * @property {number} [maxTotal] requests of all users worked on at once; a freed place goes to the
 *   waiting user with the fewest running
 * @property {number} requestsPerMinute requests of one user per minute
 * @property {number} maxQueryItems the most page items one query may ask for (query-cost.mjs)
 * @property {number} maxQueryValues the most values one answer may hold (query-cost.mjs)
 */

/**
 * @typedef {{ ok: false, limit: "requestsPerMinute" | "requestsInFlight", message: string, retryAfterSeconds: number }} Refusal
 */

/**
 * Each user's share of the back end (issue 27 item 4), in this process: requests per minute (a
 * fixed window) and requests at once, keyed by the caller's company and verified subject; with
 * `maxTotal`, the places of all users are shared out fairly (contracts/portal/in-flight-limiter.mjs).
 * @param {PortalLimits} limits
 * @param {() => number} [now]
 */
export function createFairShare(limits, now = Date.now) {
  const inFlight = new InFlightLimiter(limits);
  /** @type {Map<string, { count: number, endsAt: number }>} */
  const minutes = new Map();

  return {
    limits,
    /**
     * Counts one request of `key` in its minute: a refusal past the limit, else null.
     * @param {string} key @returns {Refusal | null}
     */
    countRequest(key) {
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
      if (minute.count <= limits.requestsPerMinute) return null;
      const retryAfterSeconds = Math.max(1, Math.ceil((minute.endsAt - at) / 1000));
      return {
        ok: false,
        limit: "requestsPerMinute",
        message: `At most ${limits.requestsPerMinute} requests a minute per user; try again in ${retryAfterSeconds} s`,
        retryAfterSeconds,
      };
    },

    /**
     * Waits for one of the places of `key`; a refusal when he already has `maxInFlight` running
     * and `maxQueued` waiting. Call `release` once the request is answered.
     * @param {string} key
     * @returns {Promise<{ ok: true, release: () => void } | Refusal>}
     */
    async takePlace(key) {
      const release = await inFlight.acquire(key);
      if (release) return { ok: true, release };
      return {
        ok: false,
        limit: "requestsInFlight",
        message: `At most ${limits.maxInFlight} requests per user are answered at once and ${limits.maxQueued} wait; try again in 1 s`,
        retryAfterSeconds: 1,
      };
    },
  };
}
