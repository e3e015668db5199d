import { type DocumentNode, parse } from "graphql";

import { queryCostRefusal } from "@/contracts/portal/query-cost.mjs";
import { graphqlNestsDeeperThan, MAX_INPUT_DEPTH } from "@/contracts/validation/nesting-depth.mjs";
import { errorResponse } from "@/lib/api/error-response";
import type { PortalLimits } from "@/lib/config/portal-limits-config";

import type { TicketsProxyRequest } from "./tickets-proxy-request";

/**
 * 400 for a query the portal back end is not asked: one nested deeper than MAX_INPUT_DEPTH
 * levels (checked on the text: graphql-js's parser recurses), or one whose answer could hold
 * more page items or values than the limits allow (contracts/portal/query-cost.mjs: aliases,
 * page sizes and selections multiply). Null when it may go on; a query that does not parse goes
 * on too, so the back end names the syntax error as it always has.
 */
export function refuseCostlyQuery(
  body: TicketsProxyRequest,
  limits: Pick<PortalLimits, "maxQueryItems" | "maxQueryValues">,
): Response | null {
  if (graphqlNestsDeeperThan(body.query, MAX_INPUT_DEPTH)) {
    return errorResponse(400, {
      error: "Query too complex",
      field: "query",
      message: `query is nested deeper than ${MAX_INPUT_DEPTH} levels`,
    });
  }
  let document: DocumentNode;
  try {
    document = parse(body.query, { noLocation: true });
  } catch {
    return null;
  }
  const refusal = queryCostRefusal(
    document,
    { operationName: body.operationName, variables: body.variables },
    limits,
  );
  return refusal
    ? errorResponse(400, { error: "Query too costly", field: "query", message: refusal })
    : null;
}
