/**
 * Arithmetic stand-ins for randomness: the same text always gives the same numbers, so generated
 * parts, stock and documents are identical across restarts and between two stores.
 */

/**
 * FNV-1a, 32 bit: a stable unsigned number for a text.
 * @param {string} text
 */
export function hashOf(text) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * A whole number from min to max (both included), fixed by the key.
 * @param {string} key @param {number} min @param {number} max
 */
export function numberFor(key, min, max) {
  return min + (hashOf(key) % (max - min + 1));
}

/**
 * A calendar date (YYYY-MM-DD) from `from` up to `days` days later, fixed by the key.
 * @param {string} key @param {string} from e.g. "2021-01-01" @param {number} days
 */
export function dateFor(key, from, days) {
  const start = Date.parse(`${from}T00:00:00Z`);
  return new Date(start + numberFor(key, 0, days) * 86_400_000).toISOString().slice(0, 10);
}
