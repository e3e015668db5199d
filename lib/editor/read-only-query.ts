import { Kind, parse } from "graphql";

import { errorMessage } from "@/lib/log/error-message";

type QueryCheck = { ok: true } | { ok: false; message: string };

/**
 * The draft proxy reads drafts; it never writes. Only documents whose every operation is a query
 * pass, so a token that may change content is never used to change it from the browser.
 */
export function checkReadOnlyQuery(query: string): QueryCheck {
  let document;
  try {
    document = parse(query, { maxTokens: 20_000 });
  } catch (error) {
    return { ok: false, message: `query is not valid GraphQL: ${errorMessage(error)}` };
  }
  const operations = document.definitions.filter(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (operations.length === 0) return { ok: false, message: "query holds no operation" };
  const writing = operations.find((operation) => operation.operation !== "query");
  return writing
    ? { ok: false, message: `query may only read; ${writing.operation} is refused` }
    : { ok: true };
}
