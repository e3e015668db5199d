import { describe, expect, it } from "vitest";

import { checkReadOnlyQuery } from "@/lib/editor/read-only-query";

describe("the draft proxy passes read-only queries only", () => {
  it.each([
    ["a shorthand query", "{ contentPages { id } }", true],
    ["a named query with a fragment", "query A { pages { ...F } } fragment F on Page { id }", true],
    ["a mutation", 'mutation { deleteContentPage(where: { id: "x" }) { id } }', false],
    ["a query beside a mutation", "query A { a } mutation B { b }", false],
    ["a subscription", "subscription { pages { id } }", false],
    ["only a fragment", "fragment F on Page { id }", false],
    ["not GraphQL", "{ contentPages {", false],
  ])("%s: %s", (_name, query, ok) => {
    expect(checkReadOnlyQuery(query).ok).toBe(ok);
  });
});
