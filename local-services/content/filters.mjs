import { contentError } from "./request-context.mjs";

/** Suffixes of Hygraph filter keys; longest first so `_not_in` wins over `_in`. */
const OPERATORS = /** @type {const} */ ([
  "_not_starts_with",
  "_not_ends_with",
  "_contains_every",
  "_contains_some",
  "_contains_none",
  "_not_contains",
  "_some",
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
]);

/** @typedef {(typeof OPERATORS)[number] | ""} FilterOperator '' for equality */

/**
 * Splits a filter key into field and operator ('' for equality).
 * @param {string} key @param {(field: string) => boolean} fieldExists
 * @returns {{ field: string, operator: FilterOperator }}
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

/**
 * One test per operator (`_some` only applies to relations, see matchesWhere); the values come
 * from arbitrary documents and where inputs, hence `any`.
 * @type {Record<Exclude<FilterOperator, "_some">, (actual: any, expected: any) => boolean>}
 */
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
 * The related documents of a relation field, each as something a where input can be evaluated
 * against; undefined when the field is not a relation.
 * @typedef {(field: string) => FilterSubject[] | undefined} RelatedOf
 */

/**
 * @typedef {object} FilterSubject
 * @property {(field: string) => unknown} valueOf
 * @property {(field: string) => boolean} fieldExists
 * @property {RelatedOf} [relatedOf]
 */

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isWhereObject = (value) =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/**
 * Evaluates a Hygraph-style where input (AND / OR / NOT plus field_operator keys) against one
 * item. Values come from valueOf, i.e. already localized, relations as ids. With relatedOf,
 * relation filters work as in Hygraph: `category: { slug: … }` on a single relation and
 * `storyContacts_some: { slug: … }` on a list of them.
 * @param {Record<string, any> | null | undefined} where
 * @param {(field: string) => unknown} valueOf
 * @param {(field: string) => boolean} fieldExists
 * @param {RelatedOf} [relatedOf]
 * @returns {boolean}
 */
export function matchesWhere(where, valueOf, fieldExists, relatedOf) {
  if (!where) return true;
  /** @param {Record<string, any>} w */
  const matches = (w) => matchesWhere(w, valueOf, fieldExists, relatedOf);
  for (const [key, expected] of Object.entries(where)) {
    if (expected === undefined) continue;
    /** @type {Record<string, any>[]} */
    const nested = expected === null ? [] : [expected].flat();
    if (key === "AND") {
      if (!nested.every(matches)) return false;
    } else if (key === "OR") {
      if (nested.length > 0 && !nested.some(matches)) return false;
    } else if (key === "NOT") {
      if (nested.some(matches)) return false;
    } else {
      const { field, operator } = parseFilterKey(key, fieldExists);
      // An explicit null only means something for equality ("is null"); other operators ignore it.
      if (expected === null && operator !== "" && operator !== "_not") continue;
      const related = isWhereObject(expected) ? relatedOf?.(field) : undefined;
      if (related && (operator === "" || operator === "_some")) {
        const found = related.some((subject) =>
          matchesWhere(expected, subject.valueOf, subject.fieldExists, subject.relatedOf),
        );
        if (!found) return false;
        continue;
      }
      if (operator === "_some") throw contentError(`Unsupported filter "${key}"`);
      if (!TESTS[operator](valueOf(field), expected)) return false;
    }
  }
  return true;
}
