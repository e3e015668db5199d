import { z } from "zod";

import { graphqlRequestFields } from "@/lib/api/request-fields";

/** A GraphQL request as the portal's authenticated client sends it (spec 001 §7). */
export const ticketsProxyRequestSchema = z.object(graphqlRequestFields, {
  error: "must be a GraphQL request object: { query, variables?, operationName? }",
});

export type TicketsProxyRequest = z.output<typeof ticketsProxyRequestSchema>;

export const DEBUG_LEVEL_HEADER = "x-debug-level";

/** The debug-level header the portal's client sends with every call; absent is fine. */
export const debugLevelHeaderSchema = z.object({
  [DEBUG_LEVEL_HEADER]: z
    .enum(["debug", "info", "warn", "error"], { error: "must be one of debug, info, warn, error" })
    .optional(),
});
