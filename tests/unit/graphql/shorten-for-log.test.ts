import { describe, expect, it } from "vitest";

import { shortenForLog } from "@/lib/graphql/shorten-for-log";

describe("shortenForLog (spec 001 §9: variables cut to 50 characters)", () => {
  it.each([
    ["no variables", undefined, "{}"],
    ["short variables as they are", { slug: "cs-3100" }, '{"slug":"cs-3100"}'],
    ["exactly 50 characters as they are", { s: "x".repeat(42) }, `{"s":"${"x".repeat(42)}"}`],
    ["51 characters cut to 50 and marked", { s: "x".repeat(43) }, `{"s":"${"x".repeat(43)}"…`],
    ["a huge payload cut to 50", { text: "y".repeat(10_000) }, `{"text":"${"y".repeat(41)}…`],
  ])("%s", (_name, variables, expected) => {
    const shown = shortenForLog(variables);
    expect(shown).toBe(expected);
    expect(shown.replace(/…$/, "").length).toBeLessThanOrEqual(50);
  });
});
