// The Redis layer under one in-memory cache (the data cache, the page cache): entries every
// instance reads and writes, and a shared generation that `?cache=clear` raises on all of them.
import { redisConnection } from "./redis-connection.mjs";

const CLEAR_CHANNEL = "ferrion:cache-clear";
/** How soon a sync that failed while Redis was up (a timeout on a busy instance) is tried again. */
const SYNC_RETRY_MS = 500;

// Raises the stored generation to ours when ours is higher (a clear made while Redis was away,
// or a Redis restarted empty); answers the generation now stored.
const RAISE_GENERATION = `
local stored = tonumber(redis.call('GET', KEYS[1]) or '0')
local ours = tonumber(ARGV[1])
if stored < ours then redis.call('SET', KEYS[1], ARGV[1]) return {ours, 1} end
return {stored, 0}`;

/**
 * @typedef {{
 *   generation: () => number,
 *   announceClear: () => void,
 *   get: (key: string) => Promise<Buffer | null>,
 *   set: (key: string, value: Buffer | string, ttlMs: number) => void,
 * }} SharedLayer
 *   generation: the newest clear this instance knows of; an entry stored under a lower one is
 *   stale. announceClear: this instance was asked to clear; tells every other instance.
 *   get never throws (null when Redis is away or slow); set never waits.
 */

/**
 * @param {string} name the layer's key namespace: "data", "page"
 * @param {import("./redis-connection.mjs").RedisConnection} connection
 * @param {{ onRemoteClear: () => void }} hooks onRemoteClear: another instance cleared
 * @returns {SharedLayer}
 */
export function createSharedLayer(name, connection, { onRemoteClear }) {
  const { client, instanceId } = connection;
  const prefix = `ferrion:${name}:`;
  const generationKey = `${prefix}generation`;
  let known = 0;
  // Until the first sync, the generation is unknown: entries are neither read nor written.
  let synced = false;
  // Clears of ours, how many of them the shared generation counts, and how many the others have
  // been told of.
  let ownClears = 0;
  let raisedClears = 0;
  let announcedClears = 0;
  const isUnannounced = () => announcedClears < ownClears;

  const publish = (/** @type {number} */ generation) =>
    client.publish(CLEAR_CHANNEL, `${name} ${generation} ${instanceId}`);

  const sync = () => {
    /** @type {Promise<unknown>} */ (client.eval(RAISE_GENERATION, 1, generationKey, known))
      .then((answer) => {
        const [stored, raised] = /** @type {[number, number]} */ (answer);
        synced = true;
        if (stored > known) {
          known = stored;
          onRemoteClear();
        }
        if (raised) raisedClears = ownClears;
        // A clear of ours that Redis went away before the others heard of.
        if (isUnannounced()) connection.inTurn(announce);
        else if (raised) publish(stored).catch(() => {});
      })
      .catch(() => {
        // Until a sync succeeds the layer is off: one that timed out on a busy instance (Redis
        // up) is tried again; while Redis is away, its next "ready" syncs.
        if (!synced && connection.isUp()) setTimeout(sync, SYNC_RETRY_MS).unref();
      });
  };
  client.on("ready", sync);
  if (connection.isUp()) sync();

  /**
   * Raises the shared generation for our clears and tells the others. A call that times out on a
   * busy instance (Redis up, 250 ms) is tried again: a clear the others never hear of leaves them
   * serving, and storing as new, what it should have refreshed. Tried again, it may raise the
   * generation twice: one more reload of each entry at most. While Redis is away, the next sync
   * takes over.
   */
  const announce = async () => {
    while (isUnannounced() && connection.isUp()) {
      const covered = ownClears;
      try {
        if (raisedClears < covered) {
          const stored = /** @type {number} */ (await client.incr(generationKey));
          known = Math.max(known, stored);
          // A Redis behind ours (restarted empty) is raised to ours before the others hear of it.
          if (stored < known) await client.eval(RAISE_GENERATION, 1, generationKey, known);
          raisedClears = covered;
        }
        await publish(known);
        announcedClears = Math.max(announcedClears, covered);
      } catch {
        await new Promise((resolve) => setTimeout(resolve, SYNC_RETRY_MS).unref());
      }
    }
  };

  connection.subscribe(CLEAR_CHANNEL, (message) => {
    const [layer, generation, from] = message.split(" ");
    if (layer !== name || from === instanceId) return;
    known = Math.max(known, Number(generation) || 0);
    onRemoteClear();
  });

  return {
    generation: () => known,
    announceClear() {
      // At once, so an entry stored before this clear is stale for this instance's next read.
      known += 1;
      ownClears += 1;
      connection.inTurn(announce);
    },
    async get(key) {
      if (!synced || !connection.isUp()) return null;
      try {
        return await client.getBuffer(`${prefix}${key}`);
      } catch {
        return null;
      }
    },
    set(key, value, ttlMs) {
      if (!synced || !connection.isUp() || ttlMs < 1) return;
      client.set(`${prefix}${key}`, value, "PX", Math.ceil(ttlMs)).catch(() => {});
    },
  };
}

/**
 * The shared layer of `name` when REDIS_URL is set, else null (the cache stays memory only).
 * @param {string} name
 * @param {{ onRemoteClear: () => void }} hooks
 * @returns {SharedLayer | null}
 */
export function sharedLayer(name, hooks) {
  const connection = redisConnection();
  return connection && createSharedLayer(name, connection, hooks);
}
