import { GraphQLError, Kind } from "graphql";
import { queryCostRefusal } from "../../contracts/portal/query-cost.mjs";
import {
  graphqlNestsDeeperThan,
  jsonNestsDeeperThan,
  MAX_INPUT_DEPTH,
} from "../../contracts/validation/nesting-depth.mjs";

/**
 * Limits that keep one request from costing the portal back end much: a bounded body (read
 * before GraphQL sees it), and per operation a maximum selection depth, number of fields
 * (fragments counted where they are spread) and aliases. Breaking one is the caller's mistake:
 * a GraphQL error with code QUERY_TOO_COMPLEX and HTTP status 400, never a 5xx.
 */
export const GRAPHQL_LIMITS = {
  maxBodyBytes: 64 * 1024,
  maxDepth: 8,
  maxFields: 1000,
  maxAliases: 30,
};

export class BodyTooLargeError extends Error {}

/**
 * The request body, at most `limit` bytes (Content-Length checked first, then the bytes read).
 * @param {import('node:http').IncomingMessage} req @param {number} [limit]
 */
export async function readBoundedBody(req, limit = GRAPHQL_LIMITS.maxBodyBytes) {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > limit) throw new BodyTooLargeError();
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > limit) throw new BodyTooLargeError();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** @param {string} message */
function tooComplex(message) {
  return new GraphQLError(message, {
    // spec: false keeps the 400 also for clients accepting application/json (Yoga answers 200 there).
    extensions: { code: "QUERY_TOO_COMPLEX", http: { status: 400, spec: false } },
  });
}

/**
 * @param {typeof GRAPHQL_LIMITS} limits
 * @returns {import('graphql').ValidationRule}
 */
export function complexityRule(limits = GRAPHQL_LIMITS) {
  return (context) => {
    const document = context.getDocument();
    /** @type {Map<string, import('graphql').FragmentDefinitionNode>} */
    const fragments = new Map();
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) {
        fragments.set(definition.name.value, definition);
      }
    }

    /** @param {import('graphql').OperationDefinitionNode} operation */
    function measure(operation) {
      let fields = 0;
      let aliases = 0;
      let deepest = 0;
      /**
       * @param {import('graphql').SelectionSetNode} selectionSet @param {number} depth
       * @param {Set<string>} spread fragments on the current path (cycles are another rule's job)
       */
      const walk = (selectionSet, depth, spread) => {
        for (const selection of selectionSet.selections) {
          if (fields > limits.maxFields || deepest > limits.maxDepth) return;
          if (selection.kind === Kind.FIELD) {
            fields += 1;
            if (selection.alias) aliases += 1;
            if (selection.selectionSet) {
              deepest = Math.max(deepest, depth + 1);
              walk(selection.selectionSet, depth + 1, spread);
            }
          } else if (selection.kind === Kind.INLINE_FRAGMENT) {
            walk(selection.selectionSet, depth, spread);
          } else {
            const name = selection.name.value;
            const fragment = fragments.get(name);
            if (fragment && !spread.has(name)) {
              walk(fragment.selectionSet, depth, new Set([...spread, name]));
            }
          }
        }
      };
      walk(operation.selectionSet, 0, new Set());
      return { fields, aliases, deepest };
    }

    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      const { fields, aliases, deepest } = measure(definition);
      if (deepest > limits.maxDepth) {
        context.reportError(
          tooComplex(`The query is nested deeper than ${limits.maxDepth} levels`),
        );
      } else if (fields > limits.maxFields) {
        context.reportError(tooComplex(`The query selects more than ${limits.maxFields} fields`));
      } else if (aliases > limits.maxAliases) {
        context.reportError(tooComplex(`The query uses more than ${limits.maxAliases} aliases`));
      }
    }
    return {};
  };
}

/** A Yoga plugin adding the complexity rule to validation. */
export function graphqlLimitsPlugin(limits = GRAPHQL_LIMITS) {
  const rule = complexityRule(limits);
  return {
    /** @param {{ addValidationRule: (rule: import('graphql').ValidationRule) => void }} payload */
    onValidate({ addValidationRule }) {
      addValidationRule(rule);
    },
  };
}

/**
 * Why a request's input is refused before GraphQL sees it: a JSON body or a query nested deeper
 * than MAX_INPUT_DEPTH levels (Yoga's handling of variables and graphql-js's parser recurse;
 * JSON.parse does not). Null when it is fine, or not JSON at all, which Yoga answers itself.
 * @param {string | undefined} bodyText @param {URLSearchParams} searchParams
 * @returns {string | null}
 */
export function tooDeepInput(bodyText, searchParams) {
  if (bodyText !== undefined && jsonNestsDeeperThan(bodyText)) {
    return `The request body is nested deeper than ${MAX_INPUT_DEPTH} levels`;
  }
  let query = searchParams.get("query");
  if (bodyText) {
    try {
      const parsed = JSON.parse(bodyText);
      if (typeof parsed?.query === "string") query = parsed.query;
    } catch {
      // Malformed JSON: Yoga answers it with its own 400.
    }
  }
  if (query && graphqlNestsDeeperThan(query)) {
    return `The query is nested deeper than ${MAX_INPUT_DEPTH} levels`;
  }
  return null;
}

/**
 * A Yoga plugin refusing, before execution, an operation whose answer could hold more page items
 * or values than the limits allow (contracts/portal/query-cost.mjs, with the request's
 * variables): the same QUERY_TOO_COMPLEX 400 as the other limits.
 * @param {{ maxQueryItems: number, maxQueryValues: number }} limits
 */
export function queryCostPlugin(limits) {
  return {
    /**
     * @param {{
     *   args: import('graphql').ExecutionArgs,
     *   setResultAndStopExecution: (result: import('graphql').ExecutionResult) => void,
     * }} payload
     */
    onExecute({ args, setResultAndStopExecution }) {
      const refusal = queryCostRefusal(
        args.document,
        { operationName: args.operationName, variables: args.variableValues ?? {} },
        limits,
      );
      if (refusal) setResultAndStopExecution({ errors: [tooComplex(refusal)] });
    },
  };
}
