import { Kind } from "graphql";

// The cost of a portal GraphQL query: how many page items (records the back end reads) and how
// many values its answer can hold at most. The site's tickets proxy and the portal back end both
// refuse a query above either limit before it runs, so one request's work and answer stay within
// a known size (issue 27: "the size or cost of one answer").

/**
 * The page sizes of each paged field of graphql/portal/schema.graphql: the one it uses when a
 * query names none, and the largest it accepts (a larger one is BAD_USER_INPUT `pageSize:
 * pageSizeInvalid`). A unit test holds this to the schema.
 */
export const PAGE_SIZES = Object.freeze({
  tickets: { default: 20, max: 100 },
  inventory: { default: 50, max: 1000 },
  users: { default: 20, max: 100 },
  partsOrders: { default: 20, max: 100 },
});

/** The list of a page type (`TicketPage.items`, `InventoryPage.items`, …). */
const PAGE_ITEMS_FIELD = "items";

/** Deeper selections than this are not counted further: the back end refuses past 8 levels. */
const MAX_COUNTED_DEPTH = 32;

/**
 * @typedef {object} QueryCost
 * @property {number} items the page items the answer can hold: each page's pageSize, times the
 *   pages it is in (aliases and fragments spread twice count twice). Each is a record the back
 *   end reads.
 * @property {number} values every value the answer can hold: each field counts once for every
 *   time it can occur in the answer, and so does each page item. Lists without a page size (a
 *   ticket's comments, a location's machines) count once: what they hold is bounded by the
 *   company's own data, not by the query.
 */

/**
 * What an operation's answer can hold at most, read from the document and its variables alone:
 * a page's size is its `pageSize` argument (a literal, a variable, the variable's default) or
 * the schema's default.
 *
 * Without an operation name every operation of the document is measured and the costliest
 * counts. Counting stops as soon as either figure passes its limit in `stopAbove`, so a document
 * that spreads its fragments into an exponential tree costs no more than the limits to measure.
 *
 * @param {import('graphql').DocumentNode} document
 * @param {{
 *   operationName?: string | null,
 *   variables?: Record<string, unknown>,
 *   stopAbove?: { items: number, values: number },
 * }} [options]
 * @returns {QueryCost}
 */
export function queryCost(
  document,
  { operationName, variables = {}, stopAbove = { items: Infinity, values: Infinity } } = {},
) {
  /** @type {Map<string, import('graphql').FragmentDefinitionNode>} */
  const fragments = new Map();
  /** @type {import('graphql').OperationDefinitionNode[]} */
  const operations = [];
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      fragments.set(definition.name.value, definition);
    } else if (definition.kind === Kind.OPERATION_DEFINITION) {
      if (!operationName || definition.name?.value === operationName) operations.push(definition);
    }
  }
  const costliest = { items: 0, values: 0 };
  for (const operation of operations) {
    const pageSizes = pageSizeReader(operation, variables);
    const cost = { items: 0, values: 0 };
    const isOverLimit = () => cost.items > stopAbove.items || cost.values > stopAbove.values;
    /**
     * @param {import('graphql').SelectionSetNode} selectionSet
     * @param {number} times how often each field here can occur in the answer
     * @param {number | null} pageSize the page size of the field this is the selection of, if paged
     * @param {number} depth
     * @param {ReadonlySet<string>} spread fragments on the current path (cycles are invalid anyway)
     */
    const walk = (selectionSet, times, pageSize, depth, spread) => {
      for (const selection of selectionSet.selections) {
        if (isOverLimit()) return;
        if (selection.kind === Kind.FIELD) {
          cost.values += times;
          if (!selection.selectionSet || depth >= MAX_COUNTED_DEPTH) continue;
          let itemTimes = times;
          if (pageSize !== null && selection.name.value === PAGE_ITEMS_FIELD) {
            itemTimes = times * pageSize;
            cost.items += itemTimes;
            cost.values += itemTimes;
          }
          walk(selection.selectionSet, itemTimes, pageSizes(selection), depth + 1, spread);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          walk(selection.selectionSet, times, pageSize, depth, spread);
        } else {
          const name = selection.name.value;
          const fragment = fragments.get(name);
          if (!fragment || spread.has(name)) continue;
          walk(fragment.selectionSet, times, pageSize, depth, new Set([...spread, name]));
        }
      }
    };
    walk(operation.selectionSet, 1, null, 0, new Set());
    costliest.items = Math.max(costliest.items, cost.items);
    costliest.values = Math.max(costliest.values, cost.values);
  }
  return costliest;
}

/**
 * The page size a field asks for, or null for a field that is not paged. A value the back end
 * refuses anyway (not a whole number from 1 to the field's largest page) counts as 1: the back
 * end's own answer, BAD_USER_INPUT `pageSize: pageSizeInvalid`, says what is wrong.
 * @param {import('graphql').OperationDefinitionNode} operation
 * @param {Record<string, unknown>} variables
 */
function pageSizeReader(operation, variables) {
  /** @type {Map<string, import('graphql').ValueNode | undefined>} */
  const variableDefaults = new Map(
    (operation.variableDefinitions ?? []).map((definition) => [
      definition.variable.name.value,
      definition.defaultValue,
    ]),
  );
  /** @param {import('graphql').FieldNode} field @returns {number | null} */
  return (field) => {
    const argument = field.arguments?.find((candidate) => candidate.name.value === "pageSize");
    const sizes = Object.hasOwn(PAGE_SIZES, field.name.value)
      ? PAGE_SIZES[/** @type {keyof typeof PAGE_SIZES} */ (field.name.value)]
      : null;
    if (!argument) return sizes?.default ?? null;
    /** @type {unknown} */
    let value;
    if (argument.value.kind === Kind.VARIABLE) {
      const name = argument.value.name.value;
      const fallback = variableDefaults.get(name);
      if (Object.hasOwn(variables, name)) value = variables[name];
      else if (fallback?.kind === Kind.INT) value = Number(fallback.value);
      else value = null;
    } else if (argument.value.kind === Kind.INT) {
      value = Number(argument.value.value);
    } else if (argument.value.kind === Kind.NULL) {
      value = null;
    }
    // null (or left out) is the back end's default page size.
    if (value === null || value === undefined) return sizes?.default ?? 1;
    if (
      typeof value === "number" &&
      Number.isInteger(value) &&
      value >= 1 &&
      value <= (sizes?.max ?? Infinity)
    ) {
      return value;
    }
    return 1;
  };
}

/**
 * Why an operation is refused for what its answer can hold, in the words both the tickets proxy
 * and the back end answer with; null when it is within the limits.
 * @param {import('graphql').DocumentNode} document
 * @param {{ operationName?: string | null, variables?: Record<string, unknown> }} request
 * @param {{ maxQueryItems: number, maxQueryValues: number }} limits
 * @returns {string | null}
 */
export function queryCostRefusal(document, request, { maxQueryItems, maxQueryValues }) {
  const cost = queryCost(document, {
    ...request,
    stopAbove: { items: maxQueryItems, values: maxQueryValues },
  });
  if (cost.items > maxQueryItems) {
    return `The query asks for more than ${maxQueryItems} page items (every alias of a paged field counts its pageSize); ask for smaller pages or fewer aliases`;
  }
  if (cost.values > maxQueryValues) {
    return `The query could answer more than ${maxQueryValues} values (every field counts once for each time it can occur); ask for fewer fields, smaller pages or fewer aliases`;
  }
  return null;
}
