// Each portal user's share of the portal (issue 27 item 4): the defaults of the limits that both
// the site's tickets proxy (PORTAL_* settings, lib/config/portal-limits-config.ts) and the portal
// back end stand-in (LOCAL_PORTAL_* settings, local-services/config.mjs) apply per user.

export const DEFAULT_PORTAL_LIMITS = Object.freeze({
  /**
   * Requests of one user worked on at once. A portal screen sends at most three queries together
   * (the ticket list: the company line, the list and the locations); the third waits its turn
   * among the queued ones, a few milliseconds. Two leave the back end's thread to the others
   * while one user floods.
   */
  maxInFlight: 2,
  /** Requests of one user that wait for one of those places, in order; past them 429. */
  maxQueued: 8,
  /**
   * Requests of one user per minute: 5 a second for a whole minute, far more than a person
   * clicking through the portal sends, little enough that a script cannot take the back end.
   */
  requestsPerMinute: 300,
  /**
   * The most page items one request may ask for (contracts/portal/query-cost.mjs): every alias
   * of a paged field counts its pageSize. The inventory's CSV export asks for 1,000 at once.
   */
  maxQueryItems: 1000,
  /**
   * The most values one answer may hold (query-cost.mjs). The costliest request of a screen, the
   * inventory's CSV export of 1,000 machines, can hold 14,008.
   */
  maxQueryValues: 20_000,
});
