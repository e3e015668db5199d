import { z } from "zod";

import { DEFAULT_PORTAL_LIMITS } from "@/contracts/portal/portal-limits.mjs";

function wholeNumber(min: number, max: number, fallback: number) {
  const range = `must be a whole number from ${min} to ${max}`;
  return z.coerce
    .number({ error: range })
    .int(range)
    .min(min, range)
    .max(max, range)
    .default(fallback);
}

/** Each portal user's share of /api/tickets-proxy (issue 27 item 4; docs/portal.md). */
export const portalLimitsVariables = {
  PORTAL_MAX_IN_FLIGHT: wholeNumber(1, 100, DEFAULT_PORTAL_LIMITS.maxInFlight),
  PORTAL_MAX_QUEUED: wholeNumber(0, 1000, DEFAULT_PORTAL_LIMITS.maxQueued),
  PORTAL_REQUESTS_PER_MINUTE: wholeNumber(1, 1_000_000, DEFAULT_PORTAL_LIMITS.requestsPerMinute),
  PORTAL_MAX_QUERY_ITEMS: wholeNumber(1, 1_000_000, DEFAULT_PORTAL_LIMITS.maxQueryItems),
  PORTAL_MAX_QUERY_VALUES: wholeNumber(1, 100_000_000, DEFAULT_PORTAL_LIMITS.maxQueryValues),
};

type PortalLimitsEnvironment = {
  PORTAL_MAX_IN_FLIGHT: number;
  PORTAL_MAX_QUEUED: number;
  PORTAL_REQUESTS_PER_MINUTE: number;
  PORTAL_MAX_QUERY_ITEMS: number;
  PORTAL_MAX_QUERY_VALUES: number;
};

export interface PortalLimits {
  /** Requests of one user the proxy forwards at once (per instance). */
  maxInFlight: number;
  /** Requests of one user that wait for a place; past them 429. */
  maxQueued: number;
  /** Requests of one user per minute, counted across instances with REDIS_URL. */
  requestsPerMinute: number;
  /** The most page items one query may ask for (contracts/portal/query-cost.mjs). */
  maxQueryItems: number;
  /** The most values one answer may hold (contracts/portal/query-cost.mjs). */
  maxQueryValues: number;
}

export function portalLimitsOf(env: PortalLimitsEnvironment): PortalLimits {
  return {
    maxInFlight: env.PORTAL_MAX_IN_FLIGHT,
    maxQueued: env.PORTAL_MAX_QUEUED,
    requestsPerMinute: env.PORTAL_REQUESTS_PER_MINUTE,
    maxQueryItems: env.PORTAL_MAX_QUERY_ITEMS,
    maxQueryValues: env.PORTAL_MAX_QUERY_VALUES,
  };
}
