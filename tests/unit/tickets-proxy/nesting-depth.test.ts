import { describe, expect, it } from "vitest";

import {
  graphqlNestsDeeperThan,
  jsonNestsDeeperThan,
  MAX_INPUT_DEPTH,
} from "@/contracts/validation/nesting-depth.mjs";

const nestedJson = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

describe("how deep a JSON body nests, read from its text", () => {
  it.each([
    ["a flat object", '{"query":"{ me { id } }"}', 1, false],
    ["an object one level deeper than allowed", '{"a":{"b":1}}', 1, true],
    ["arrays count like objects", "[[[1]]]", 2, true],
    [
      "the portal's deepest body (a parts order)",
      '{"variables":{"input":{"lines":[{"q":1}]}}}',
      5,
      false,
    ],
    ["brackets inside a string do not count", '{"query":"[[[[{{{{"}', 1, false],
    ["an escaped quote does not end the string", '{"a":"\\"[[[["}', 1, false],
    ["the limit exactly", nestedJson(MAX_INPUT_DEPTH), MAX_INPUT_DEPTH, false],
    ["one past the limit", nestedJson(MAX_INPUT_DEPTH + 1), MAX_INPUT_DEPTH, true],
    ["variables nested 5,000 deep", `{"variables":${nestedJson(5000)}}`, MAX_INPUT_DEPTH, true],
  ])("%s", (_case, text, maxDepth, deeper) => {
    expect(jsonNestsDeeperThan(text, maxDepth)).toBe(deeper);
  });

  it("measures 100,000 levels without a stack", () => {
    expect(jsonNestsDeeperThan("[".repeat(100_000))).toBe(true);
  });
});

describe("how deep a GraphQL document nests, read from its text", () => {
  it.each([
    ["a selection", "{ me { id } }", 2, false],
    ["selections one too deep", "{ a { b { c } } }", 2, true],
    ["arguments and list values count", "{ t(f: { s: [A] }) { id } }", 3, true],
    ["brackets in a string do not count", '{ t(text: "{{{[[[(((") { id } }', 2, false],
    [
      "brackets in a block string do not count",
      '{ t(text: """ {{{ \\""" [[[ """) { id } }',
      2,
      false,
    ],
    ["brackets in a comment do not count", "{ me # {{{{{{\n { id } }", 2, false],
    [
      "the limit exactly",
      `${"{ a ".repeat(MAX_INPUT_DEPTH)}${"}".repeat(MAX_INPUT_DEPTH)}`,
      MAX_INPUT_DEPTH,
      false,
    ],
    [
      "a list value nested 20,000 deep",
      `{ t(f: ${"[".repeat(20_000)}1${"]".repeat(20_000)}) { id } }`,
      MAX_INPUT_DEPTH,
      true,
    ],
  ])("%s", (_case, text, maxDepth, deeper) => {
    expect(graphqlNestsDeeperThan(text, maxDepth)).toBe(deeper);
  });
});
