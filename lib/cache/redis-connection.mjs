// The one connection to the shared Redis (REDIS_URL), used by the page cache (server/start.mjs)
// and, in the same process, by the data cache, the sign-in throttle and the form stores (Next's
// bundle): kept on globalThis so both module copies share one connection.
import { randomBytes } from "node:crypto";

import { Redis } from "ioredis";

/** A command that gets no answer within this fails, so a hung Redis never slows a request. */
const COMMAND_TIMEOUT_MS = 250;
const CONNECT_TIMEOUT_MS = 1000;
const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5000;
/** At most one line a minute about commands Redis left unanswered while connected. */
const SLOW_WARNING_EVERY_MS = 60_000;

/**
 * Milliseconds before reconnect attempt `times` (1, 2, …): doubling from 100 ms, at most 5 s, so
 * a Redis that is back is used again within seconds and one that stays away costs little.
 * @param {number} times
 */
export function reconnectDelayMs(times) {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, times - 1), MAX_RETRY_MS);
}

/**
 * Where Redis is, for log lines: host and port only, never the password in the URL.
 * @param {string} url
 */
export function describeRedisUrl(url) {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return "the configured Redis";
  }
}

/**
 * Counts the commands a connected Redis did not answer in time and says so in the log: at the
 * first, then at most once every `everyMs` with how many there were since. A slow Redis costs
 * no request (the site goes on from memory, and announces a clear again), so without this line
 * an operator would not see it.
 * @param {string} where @param {(line: string) => void} warn
 * @param {{ everyMs?: number, now?: () => number }} [options]
 * @returns {() => void} call it for each command that timed out
 */
export function unansweredCommandsWarning(
  where,
  warn,
  { everyMs = SLOW_WARNING_EVERY_MS, now = Date.now } = {},
) {
  let unreported = 0;
  let lastWarnedAt = -Infinity;
  return () => {
    unreported += 1;
    if (now() - lastWarnedAt < everyMs) return;
    warn(
      `Redis at ${where} left ${unreported} command(s) unanswered for ${COMMAND_TIMEOUT_MS} ms: the site went on from memory`,
    );
    unreported = 0;
    lastWarnedAt = now();
  };
}

/** ioredis's error for a command that got no answer within `commandTimeout`. */
const isTimeout = (/** @type {unknown} */ error) =>
  error instanceof Error && error.message === "Command timed out";

/** A client that tells `onUnanswered` of each command that timed out: ioredis emits no event. */
export class ObservedRedis extends Redis {
  onUnanswered = () => {};

  /**
   * @type {Redis["sendCommand"]}
   * @override
   */
  sendCommand(command, stream) {
    command.promise.catch((error) => {
      if (isTimeout(error)) this.onUnanswered();
    });
    return super.sendCommand(command, stream);
  }
}

/**
 * @typedef {{
 *   client: import("ioredis").Redis,
 *   instanceId: string,
 *   isUp: () => boolean,
 *   subscribe: (channel: string, onMessage: (message: string) => void) => void,
 *   inTurn: (task: () => Promise<void>) => void,
 * }} RedisConnection
 *   inTurn: runs the task after every task given before it has ended, whichever module gave it
 *   (the clears of the data cache and the page cache are announced in the order they were made).
 */

/**
 * @param {string} url
 * @param {{ warn: (line: string) => void, info: (line: string) => void }} log
 * @returns {RedisConnection}
 */
function connect(url, log) {
  const where = describeRedisUrl(url);
  const options = {
    // Commands while disconnected fail at once instead of waiting in a queue: callers then use
    // their memory layer.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: reconnectDelayMs,
  };
  const client = new ObservedRedis(url, options);
  client.onUnanswered = unansweredCommandsWarning(where, log.warn);
  // The subscriber keeps its SUBSCRIBE queued until Redis answers, however long that takes (an
  // instance may start before Redis), and subscribes again after every reconnect.
  const subscriber = new Redis(url, {
    ...options,
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
    commandTimeout: undefined,
  });
  /** @type {Map<string, Array<(message: string) => void>>} */
  const handlers = new Map();
  let up = false;
  /** "never": not yet connected, so a first failure is reported once as unreachable. */
  let state = /** @type {"never" | "up" | "away"} */ ("never");

  client.on("ready", () => {
    up = true;
    if (state === "away") log.info(`Redis at ${where} is back: the shared cache is used again`);
    state = "up";
  });
  const wentAway = () => {
    up = false;
    if (state === "up") {
      log.warn(`Redis at ${where} went away: serving from memory, reconnecting`);
      state = "away";
    } else if (state === "never") {
      log.warn(`Redis at ${where} is not reachable: serving from memory, retrying`);
      state = "away";
    }
  };
  client.on("close", wentAway);
  // Every failed reconnect emits an error; the state change above is what gets logged.
  client.on("error", wentAway);
  subscriber.on("error", () => {});
  subscriber.on("message", (channel, message) => {
    for (const handler of handlers.get(channel) ?? []) handler(message);
  });

  /** @type {Promise<void>} */
  let turns = Promise.resolve();

  return {
    client,
    instanceId: randomBytes(8).toString("base64url"),
    isUp: () => up,
    inTurn(task) {
      turns = turns.then(task).catch(() => {});
    },
    subscribe(channel, onMessage) {
      const list = handlers.get(channel) ?? [];
      if (list.length === 0) subscriber.subscribe(channel).catch(() => {});
      handlers.set(channel, [...list, onMessage]);
    },
  };
}

const GLOBAL_KEY = Symbol.for("ferrion.redis-connection");
const defaultLog = {
  /** @param {string} line */
  warn: (line) => console.warn(line),
  /** @param {string} line */
  info: (line) => console.log(line),
};

/**
 * The process's Redis connection, made on first use; null without REDIS_URL (everything then
 * stays in memory).
 * @param {Record<string, string | undefined>} [env]
 * @returns {RedisConnection | null}
 */
export function redisConnection(env = process.env) {
  const url = env.REDIS_URL;
  if (!url) return null;
  const store = /** @type {Record<symbol, RedisConnection | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  );
  store[GLOBAL_KEY] ??= connect(url, defaultLog);
  return store[GLOBAL_KEY];
}
