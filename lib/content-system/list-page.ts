import { pageOffset } from "@/lib/paging/list-paging";

import type { ContentRequest } from "./content-request";
import { toContentLocales } from "./read-content";

/** The variables that ask for one page of a list, in the request's languages and stage. */
export function listPageVariables(
  page: number,
  pageSize: number,
  request: Pick<ContentRequest, "locales" | "stage">,
) {
  return {
    first: pageSize,
    skip: pageOffset(page, pageSize),
    locales: toContentLocales(request.locales),
    stage: request.stage,
  };
}

/** A connection's nodes and its total, so a list never sees `edges/node`. */
export function connectionPage<Node>(connection: {
  edges: readonly { node: Node }[];
  aggregate: { count: number };
}): { nodes: Node[]; total: number } {
  return { nodes: connection.edges.map((edge) => edge.node), total: connection.aggregate.count };
}
