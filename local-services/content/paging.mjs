import { compareValues } from "./filters.mjs";
import { contentError } from "./request-context.mjs";

// Hygraph's limits.
export const DEFAULT_FIRST = 100;
export const MAX_FIRST = 1000;

/** Cursors are opaque to clients: base64 of the document id. @param {string} id */
export function encodeCursor(id) {
  return Buffer.from(id, "utf8").toString("base64");
}

/** @param {string} cursor @returns {string} */
export function decodeCursor(cursor) {
  const id = Buffer.from(cursor, "base64").toString("utf8");
  if (id === "" || encodeCursor(id) !== cursor)
    throw contentError(`after: "${cursor}" is not a valid cursor`);
  return id;
}

/**
 * Sorts by an orderBy value like publishedAt_DESC; nulls last, ties by id ascending.
 * @template T
 * @param {T[]} items
 * @param {string} orderBy
 * @param {(item: T, field: string) => unknown} valueOf
 * @param {(field: string) => boolean} fieldExists
 * @returns {T[]}
 */
export function sortItems(items, orderBy, valueOf, fieldExists) {
  const match = /^(.+)_(ASC|DESC)$/.exec(orderBy);
  const [, field, direction] = /** @type {[string, string?, string?]} */ (match ?? [""]);
  if (!match || !field || !fieldExists(field)) {
    throw contentError(`orderBy: cannot order by "${orderBy}"`);
  }
  const sign = direction === "DESC" ? -1 : 1;
  const keyed = items.map((item) => ({
    item,
    key: valueOf(item, field),
    id: String(valueOf(item, "id")),
  }));
  keyed.sort((a, b) => {
    if (a.key == null || b.key == null) {
      if (a.key == null && b.key != null) return 1;
      if (b.key == null && a.key != null) return -1;
    } else {
      const order = compareValues(a.key, b.key) * sign;
      if (order !== 0) return order;
    }
    return compareValues(a.id, b.id);
  });
  return keyed.map((entry) => entry.item);
}

/**
 * @typedef {object} PageArgs
 * @property {number | null} [first]
 * @property {number | null} [skip]
 * @property {string | null} [after]
 */

/**
 * @template T
 * @typedef {object} Page
 * @property {T[]} items
 * @property {number} total count of all items, before paging
 * @property {boolean} hasPreviousPage
 * @property {boolean} hasNextPage
 */

/**
 * Applies after, then skip, then first, as Hygraph does.
 * @template T
 * @param {T[]} items already filtered and ordered
 * @param {PageArgs} args
 * @param {(item: T) => string} idOf
 * @returns {Page<T>}
 */
export function paginate(items, { first, skip, after }, idOf) {
  const limit = first ?? DEFAULT_FIRST;
  if (!Number.isInteger(limit) || limit < 0 || limit > MAX_FIRST) {
    throw contentError(`first: must be between 0 and ${MAX_FIRST}, got ${first}`);
  }
  const offset = skip ?? 0;
  if (!Number.isInteger(offset) || offset < 0)
    throw contentError(`skip: must not be negative, got ${skip}`);
  let start = 0;
  if (after) {
    const afterId = decodeCursor(after);
    const index = items.findIndex((item) => idOf(item) === afterId);
    if (index === -1) throw contentError(`after: no document "${afterId}" in this result`);
    start = index + 1;
  }
  start += offset;
  const page = items.slice(start, start + limit);
  return {
    items: page,
    total: items.length,
    hasPreviousPage: start > 0,
    hasNextPage: start + page.length < items.length,
  };
}

/**
 * @template T
 * @param {Page<T>} page
 * @param {(item: T) => string} idOf
 */
export function toConnection(page, idOf) {
  const edges = page.items.map((node) => ({ cursor: encodeCursor(idOf(node)), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: page.hasNextPage,
      hasPreviousPage: page.hasPreviousPage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
      pageSize: edges.length,
    },
    aggregate: { count: page.total },
  };
}
