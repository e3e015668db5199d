import { describe, expect, it } from "vitest";

import { truncate } from "@/lib/format/truncate";

const LONE_HIGH_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])/;

describe("truncate (spec 001 §9: cuts by length with an ellipsis)", () => {
  it.each([
    ["a text within the limit stays as it is", "Crimping", 20, "Crimping"],
    ["a text of exactly the limit stays as it is", "Crimping", 8, "Crimping"],
    ["a longer text is cut and ends in an ellipsis", "Wire processing", 8, "Wire pr…"],
    ["the ellipsis counts towards the limit", "abcdefghij", 5, "abcd…"],
    ["a space before the cut is dropped", "Wire harness", 6, "Wire…"],
    ["an empty text stays empty", "", 5, ""],
    ["a limit of one leaves the ellipsis", "abc", 1, "…"],
    ["a limit of zero leaves nothing", "abc", 0, ""],
    ["a cut never splits an emoji (surrogate pair)", "ab😀cd", 4, "ab…"],
    ["an emoji before the cut stays whole", "ab😀cd", 5, "ab😀…"],
    ["accented letters count as one", "Größenänderung", 6, "Größe…"],
  ])("%s", (_rule, text, maxLength, expected) => {
    const result = truncate(text, maxLength);
    expect(result).toBe(expected);
    expect(result.length).toBeLessThanOrEqual(Math.max(0, maxLength));
    expect(result).not.toMatch(LONE_HIGH_SURROGATE);
  });
});
