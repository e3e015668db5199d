import path from "node:path";
import { fileURLToPath } from "node:url";

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
  };
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
