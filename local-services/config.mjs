import path from "node:path";
import { fileURLToPath } from "node:url";

import { DEFAULT_PORTAL_LIMITS } from "../contracts/portal/portal-limits.mjs";

export const REPO_ROOT = fileURLToPath(new URL("..", import.meta.url));

/**
 * @typedef {object} LocalServicesConfig
 * @property {string} host
 * @property {number} port 0 picks a free port
 * @property {string} dataDir folder of the SQLite file
 * @property {string | null} publicUrl origin clients reach the services under; null: derived
 *   from host and the port actually bound
 * @property {string} contentToken token DRAFT content reads need
 * @property {number} latencyMs network latency to simulate before each answer (a real backend is
 *   far away; the benchmark counts sequential waves of calls with it)
 * @property {number} translationJobSeconds how long a started translation takes to come back
 * @property {'demo' | 'large' | null} pimCatalogue the catalogue the PIM stand-in serves; null
 *   keeps what the store holds
 * @property {number} oidcTokenTtlSeconds lifetime of the identity stand-in's access and ID tokens
 * @property {number} invitationValidDays how long a user administration invitation stays valid
 * @property {boolean} testFixtures whether /test-fixtures is mounted (browser tests only)
 * @property {import('./portal/fair-share.mjs').PortalLimits} portalLimits each user's share of
 *   the portal back end's GraphQL
 */

/**
 * @param {Record<string, string | undefined>} [env]
 * @returns {LocalServicesConfig}
 */
export function readConfig(env = process.env) {
  const port = Number(env.LOCAL_SERVICES_PORT || 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`LOCAL_SERVICES_PORT must be a port number, got "${env.LOCAL_SERVICES_PORT}"`);
  }
  return {
    host: env.LOCAL_SERVICES_HOST || "127.0.0.1",
    port,
    dataDir: path.resolve(env.LOCAL_SERVICES_DATA_DIR || path.join(REPO_ROOT, ".data")),
    publicUrl: env.LOCAL_SERVICES_PUBLIC_URL
      ? env.LOCAL_SERVICES_PUBLIC_URL.replace(/\/+$/, "")
      : null,
    contentToken: env.LOCAL_CONTENT_TOKEN || "local-content-token",
    latencyMs: latencyOf(env.LOCAL_SERVICES_LATENCY_MS),
    pimCatalogue: pimCatalogueOf(env.LOCAL_PIM_CATALOGUE),
    translationJobSeconds: translationJobSecondsOf(env.LOCAL_TRANSLATION_JOB_SECONDS),
    oidcTokenTtlSeconds: tokenTtlOf(env.LOCAL_OIDC_TOKEN_TTL_S),
    invitationValidDays: invitationValidDaysOf(env.INVITATION_VALID_DAYS),
    testFixtures: env.LOCAL_SERVICES_TEST_FIXTURES === "on",
    portalLimits: {
      maxInFlight: wholeNumberOf(env, "LOCAL_PORTAL_MAX_IN_FLIGHT", 1, 100, "maxInFlight"),
      maxQueued: wholeNumberOf(env, "LOCAL_PORTAL_MAX_QUEUED", 0, 1000, "maxQueued"),
      maxTotal: totalInFlightOf(env.LOCAL_PORTAL_MAX_TOTAL_IN_FLIGHT),
      requestsPerMinute: wholeNumberOf(
        env,
        "LOCAL_PORTAL_REQUESTS_PER_MINUTE",
        1,
        1_000_000,
        "requestsPerMinute",
      ),
      maxQueryItems: wholeNumberOf(
        env,
        "LOCAL_PORTAL_MAX_QUERY_ITEMS",
        1,
        1_000_000,
        "maxQueryItems",
      ),
      maxQueryValues: wholeNumberOf(
        env,
        "LOCAL_PORTAL_MAX_QUERY_VALUES",
        1,
        100_000_000,
        "maxQueryValues",
      ),
    },
  };
}

/**
 * How many GraphQL requests of all users the portal back end works on at once (default 8, four
 * users' own places, so one user's flood leaves places for the others); a freed place goes to
 * the waiting user with the fewest running, least recently served first
 * (local-services/portal/README.md, "Limits").
 * @param {string | undefined} value
 */
function totalInFlightOf(value) {
  const number = Number(value || 8);
  if (!Number.isInteger(number) || number < 1 || number > 1000) {
    throw new Error(
      `LOCAL_PORTAL_MAX_TOTAL_IN_FLIGHT must be a whole number from 1 to 1000, got "${value}"`,
    );
  }
  return number;
}

/**
 * A limit of the portal back end's share per user; unset: the site's default
 * (contracts/portal/portal-limits.mjs).
 * @param {Record<string, string | undefined>} env @param {string} variable
 * @param {number} min @param {number} max @param {keyof typeof DEFAULT_PORTAL_LIMITS} limit
 */
function wholeNumberOf(env, variable, min, max, limit) {
  const value = env[variable];
  const number = value ? Number(value) : DEFAULT_PORTAL_LIMITS[limit];
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new Error(`${variable} must be a whole number from ${min} to ${max}, got "${value}"`);
  }
  return number;
}

/** @param {string} host @param {number} port */
export function originOf(host, port) {
  return `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
}

/** @param {string | undefined} value */
function latencyOf(value) {
  const latency = Number(value || 0);
  if (!Number.isInteger(latency) || latency < 0 || latency > 10_000) {
    throw new Error(`LOCAL_SERVICES_LATENCY_MS must be 0 to 10000 milliseconds, got "${value}"`);
  }
  return latency;
}

/** @param {string | undefined} value */
function translationJobSecondsOf(value) {
  const seconds = Number(value || 120);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 86_400) {
    throw new Error(`LOCAL_TRANSLATION_JOB_SECONDS must be 1 to 86400 seconds, got "${value}"`);
  }
  return seconds;
}

/** @param {string | undefined} value @returns {'demo' | 'large' | null} */
function pimCatalogueOf(value) {
  if (!value) return null;
  if (value === "demo" || value === "large") return value;
  throw new Error(`LOCAL_PIM_CATALOGUE must be demo or large, got "${value}"`);
}

/** @param {string | undefined} value */
function tokenTtlOf(value) {
  const seconds = Number(value || 300);
  if (!Number.isInteger(seconds) || seconds < 10 || seconds > 86_400) {
    throw new Error(`LOCAL_OIDC_TOKEN_TTL_S must be 10 to 86400 seconds, got "${value}"`);
  }
  return seconds;
}

/** @param {string | undefined} value */
function invitationValidDaysOf(value) {
  const days = Number(value || 7);
  if (!Number.isInteger(days) || days < 1 || days > 365) {
    throw new Error(`INVITATION_VALID_DAYS must be 1 to 365 days, got "${value}"`);
  }
  return days;
}
