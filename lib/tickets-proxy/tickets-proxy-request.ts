import { z } from "zod";

/** A GraphQL request as the portal's authenticated client sends it (spec 001 §7). */
export const ticketsProxyRequestSchema = z.object(
  {
    query: z
      .string({ error: "is required" })
      .min(1, { error: "must not be empty" })
      .max(100_000, { error: "must be at most 100000 characters" }),
    variables: z.record(z.string(), z.unknown()).optional(),
    operationName: z.string().max(200).nullable().optional(),
  },
  { error: "must be a GraphQL request object: { query, variables?, operationName? }" },
);

export type TicketsProxyRequest = z.output<typeof ticketsProxyRequestSchema>;

export const DEBUG_LEVEL_HEADER = "x-debug-level";

/** The debug-level header the portal's client sends with every call; absent is fine. */
export const debugLevelHeaderSchema = z.object({
  [DEBUG_LEVEL_HEADER]: z
    .enum(["debug", "info", "warn", "error"], { error: "must be one of debug, info, warn, error" })
    .optional(),
});
