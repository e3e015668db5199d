import { contentError } from "./request-context.mjs";

/** Suffixes of Hygraph filter keys; longest first so `_not_in` wins over `_in`. */
const OPERATORS = [
  "_not_starts_with",
  "_not_ends_with",
  "_contains_every",
  "_contains_some",
  "_contains_none",
  "_not_contains",
  "_starts_with",
  "_ends_with",
  "_contains",
  "_not_in",
  "_not",
  "_gte",
  "_lte",
  "_in",
  "_gt",
  "_lt",
];

/**
 * Splits a filter key into field and operator ('' for equality).
 * @param {string} key @param {(field: string) => boolean} fieldExists
 */
export function parseFilterKey(key, fieldExists) {
  if (fieldExists(key)) return { field: key, operator: "" };
  for (const operator of OPERATORS) {
    const field = key.slice(0, -operator.length);
    if (key.endsWith(operator) && fieldExists(field)) return { field, operator };
  }
  throw contentError(`Unsupported filter "${key}"`);
}

/** @param {unknown} value */
const lower = (value) => (typeof value === "string" ? value.toLowerCase() : null);

/** @param {unknown} a @param {unknown} b */
function sameValue(a, b) {
  if (typeof a === "object" || typeof b === "object")
    return JSON.stringify(a) === JSON.stringify(b);
  return a === b;
}

/**
 * Orders numbers numerically and everything else by its string form (ISO dates sort correctly).
 * @param {unknown} a @param {unknown} b
 */
export function compareValues(a, b) {
  if (typeof a === "number" && typeof b === "number") return a - b;
  const left = String(a);
  const right = String(b);
  return left < right ? -1 : left > right ? 1 : 0;
}

/** @type {Record<string, (actual: any, expected: any) => boolean>} */
const TESTS = {
  "": (actual, expected) => (expected === null ? actual == null : sameValue(actual, expected)),
  _not: (actual, expected) => !TESTS[""](actual, expected),
  _in: (actual, expected) => expected.some((/** @type {unknown} */ e) => sameValue(actual, e)),
  _not_in: (actual, expected) => !TESTS._in(actual, expected),
  _contains: (actual, expected) => lower(actual)?.includes(lower(expected) ?? "") ?? false,
  _not_contains: (actual, expected) => !TESTS._contains(actual, expected),
  _starts_with: (actual, expected) => lower(actual)?.startsWith(lower(expected) ?? "") ?? false,
  _not_starts_with: (actual, expected) => !TESTS._starts_with(actual, expected),
  _ends_with: (actual, expected) => lower(actual)?.endsWith(lower(expected) ?? "") ?? false,
  _not_ends_with: (actual, expected) => !TESTS._ends_with(actual, expected),
  _gt: (actual, expected) => actual != null && compareValues(actual, expected) > 0,
  _gte: (actual, expected) => actual != null && compareValues(actual, expected) >= 0,
  _lt: (actual, expected) => actual != null && compareValues(actual, expected) < 0,
  _lte: (actual, expected) => actual != null && compareValues(actual, expected) <= 0,
  _contains_some: (actual, expected) =>
    Array.isArray(actual) &&
    actual.some((item) => expected.some((/** @type {unknown} */ e) => sameValue(item, e))),
  _contains_every: (actual, expected) =>
    Array.isArray(actual) &&
    expected.every((/** @type {unknown} */ e) => actual.some((item) => sameValue(item, e))),
  _contains_none: (actual, expected) => !TESTS._contains_some(actual, expected),
};

/**
 * Evaluates a Hygraph-style where input (AND / OR / NOT plus field_operator keys) against one
 * item. Values come from valueOf, i.e. already localized, relations as ids.
 * @param {Record<string, any> | null | undefined} where
 * @param {(field: string) => unknown} valueOf
 * @param {(field: string) => boolean} fieldExists
 * @returns {boolean}
 */
export function matchesWhere(where, valueOf, fieldExists) {
  if (!where) return true;
  for (const [key, expected] of Object.entries(where)) {
    if (expected === undefined) continue;
    /** @type {Record<string, any>[]} */
    const nested = expected === null ? [] : [expected].flat();
    if (key === "AND") {
      if (!nested.every((w) => matchesWhere(w, valueOf, fieldExists))) return false;
    } else if (key === "OR") {
      if (nested.length > 0 && !nested.some((w) => matchesWhere(w, valueOf, fieldExists)))
        return false;
    } else if (key === "NOT") {
      if (nested.some((w) => matchesWhere(w, valueOf, fieldExists))) return false;
    } else {
      const { field, operator } = parseFilterKey(key, fieldExists);
      // An explicit null only means something for equality ("is null"); other operators ignore it.
      if (expected === null && operator !== "" && operator !== "_not") continue;
      if (!TESTS[operator](valueOf(field), expected)) return false;
    }
  }
  return true;
}
