import { describe, expect, it } from "vitest";

import { draftProxyRequestSchema } from "@/lib/editor/request-schemas";
import { ticketsProxyRequestSchema } from "@/lib/tickets-proxy/tickets-proxy-request";

/** Both proxies take a GraphQL request by the same rules. */
describe.each([
  ["the content system's draft proxy", draftProxyRequestSchema],
  ["the portal's tickets proxy", ticketsProxyRequestSchema],
])("a GraphQL request to %s", (_proxy, schema) => {
  it.each([
    ["a query alone", { query: "{ pages { id } }" }],
    [
      "a query with variables and an operation name",
      {
        query: "query Page($id: ID!) { page(id: $id) { id } }",
        variables: { id: "a" },
        operationName: "Page",
      },
    ],
    ["a null operation name", { query: "{ pages { id } }", operationName: null }],
  ])("accepts %s", (_rule, body) => {
    expect(schema.parse(body)).toEqual(body);
  });

  it.each([
    ["no query", {}, "query", "is required"],
    ["an empty query", { query: "" }, "query", "must not be empty"],
    [
      "a query of 100001 characters",
      { query: "q".repeat(100_001) },
      "query",
      "must be at most 100000 characters",
    ],
    [
      "variables that are not an object",
      { query: "{ a }", variables: [1] },
      "variables",
      undefined,
    ],
    [
      "an operation name of 201 characters",
      { query: "{ a }", operationName: "o".repeat(201) },
      "operationName",
      undefined,
    ],
  ])("refuses %s", (_rule, body, field, message) => {
    const result = schema.safeParse(body);
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((candidate) => candidate.path[0] === field);
    expect(issue).toBeDefined();
    if (message) expect(issue?.message).toBe(message);
  });
});
