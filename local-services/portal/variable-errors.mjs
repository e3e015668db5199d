import { GraphQLError } from "graphql";

/** graphql-js's words for a variable that does not fit its type (e.g. "3" or 1.5 for an Int). */
const VARIABLE_PROBLEM = /^Variable "\$\w+" (got invalid value|of required type|of non-null type)/;

/**
 * A Yoga plugin that gives the errors of variables that do not fit the schema's types the code
 * BAD_USER_INPUT, as every other refusal of bad input here has: graphql-js names the variable,
 * the path inside it and the problem, but no code. The answer stays HTTP 400.
 */
export function variableErrorsPlugin() {
  return {
    onExecute() {
      return {
        /** @param {{ result: any, setResult: (result: any) => void }} payload */
        onExecuteDone({ result, setResult }) {
          if (!result || !Array.isArray(result.errors) || result.data !== undefined) return;
          if (!result.errors.some((/** @type {Error} */ e) => VARIABLE_PROBLEM.test(e.message)))
            return;
          setResult({
            ...result,
            errors: result.errors.map((/** @type {GraphQLError} */ error) =>
              VARIABLE_PROBLEM.test(error.message)
                ? new GraphQLError(error.message, {
                    nodes: error.nodes,
                    extensions: { ...error.extensions, code: "BAD_USER_INPUT" },
                  })
                : error,
            ),
          });
        },
      };
    },
  };
}
