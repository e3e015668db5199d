import { parseTrustedProxies } from "./client-address.mjs";

/**
 * Settings of the production server, from the environment and `--port`. A malformed value stops
 * the start with one line naming it (the error's message).
 * @param {Record<string, string | undefined>} env
 * @param {string[]} args
 */
export function readServerSettings(env, args) {
  const portArgument = args.indexOf("--port");
  const port = wholeNumber(
    portArgument >= 0 ? args[portArgument + 1] : env.PORT,
    "PORT",
    3000,
    1,
    65_535,
  );
  return {
    port,
    pageCacheEnabled: env.PAGE_CACHE !== "off",
    pageCacheTtlMs: wholeNumber(
      env.PAGE_CACHE_TTL_MS,
      "PAGE_CACHE_TTL_MS",
      300_000,
      1000,
      86_400_000,
    ),
    pageCacheMaxBytes: 64 * 1024 * 1024,
    pageCacheMaxEntries: 10_000,
    trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES),
    // How long requests in flight may finish after SIGTERM/SIGINT (docs/operations.md "Shutdown").
    shutdownGraceMs: wholeNumber(env.SHUTDOWN_GRACE_MS, "SHUTDOWN_GRACE_MS", 10_000, 0, 300_000),
    redisUrl: redisUrl(env.REDIS_URL),
    // Renders past the caches one anonymous client may cause (docs/caching.md "The render budget"); 0: none.
    renderBudget: {
      perMinute: wholeNumber(
        env.RENDER_BUDGET_PER_MINUTE,
        "RENDER_BUDGET_PER_MINUTE",
        60,
        0,
        1_000_000,
      ),
      burst: wholeNumber(env.RENDER_BUDGET_BURST, "RENDER_BUDGET_BURST", 30, 1, 1_000_000),
    },
  };
}

/**
 * The shared cache's Redis (docs/caching.md "Several instances"): a redis:// or rediss:// URL, or none.
 * @param {string | undefined} value
 */
function redisUrl(value) {
  if (value === undefined || value === "") return undefined;
  let protocol = "";
  try {
    protocol = new URL(value).protocol;
  } catch {}
  if (protocol !== "redis:" && protocol !== "rediss:") {
    throw new Error(
      "Invalid configuration: REDIS_URL must be a redis:// or rediss:// URL (got a value that is not)",
    );
  }
  return value;
}

/**
 * @param {string | undefined} value
 * @param {string} name
 * @param {number} fallback
 * @param {number} min
 * @param {number} max
 */
function wholeNumber(value, name, fallback, min, max) {
  if (value === undefined || value === "") return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new Error(
      `Invalid configuration: ${name} must be a whole number from ${min} to ${max} (got ${JSON.stringify(value)})`,
    );
  }
  return number;
}
