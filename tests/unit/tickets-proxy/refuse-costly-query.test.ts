import { describe, expect, it } from "vitest";

import { DEFAULT_PORTAL_LIMITS } from "@/contracts/portal/portal-limits.mjs";
import { MAX_INPUT_DEPTH } from "@/contracts/validation/nesting-depth.mjs";
import { refuseCostlyQuery } from "@/lib/tickets-proxy/refuse-costly-query";

const tickets = (aliases: number, pageSize: string) =>
  `query Flood($n: Int) { ${Array.from({ length: aliases }, (_, i) => `a${i}: tickets(pageSize: ${pageSize}) { items { id } }`).join(" ")} }`;

describe("the tickets proxy's refusal of a query before the back end sees it", () => {
  it.each([
    ["the ticket list's largest page", { query: tickets(1, "100") }, null],
    ["10 aliases of 100 tickets", { query: tickets(10, "100") }, null],
    ["a query that does not parse (the back end names the error)", { query: "{ me { id" }, null],
    ["30 aliases of 100 tickets", { query: tickets(30, "100") }, /more than 1000 page items/],
    [
      "a page size given in a variable",
      { query: tickets(11, "$n"), variables: { n: 100 } },
      /more than 1000 page items/,
    ],
    [
      "selections nested past the limit",
      { query: `${"{ me ".repeat(MAX_INPUT_DEPTH + 1)}${"}".repeat(MAX_INPUT_DEPTH + 1)}` },
      new RegExp(`query is nested deeper than ${MAX_INPUT_DEPTH} levels`),
    ],
    [
      "a list value nested 20,000 deep",
      { query: `{ tickets(filter: ${"[".repeat(20_000)}1${"]".repeat(20_000)}) { totalCount } }` },
      /nested deeper/,
    ],
  ])("%s", async (_case, body, refusal) => {
    const response = refuseCostlyQuery(body, DEFAULT_PORTAL_LIMITS);
    if (!refusal) {
      expect(response).toBeNull();
      return;
    }
    expect(response?.status).toBe(400);
    const answer = await response!.json();
    expect(answer.field).toBe("query");
    expect(answer.message).toMatch(refusal);
  });
});
