import { describe, expect, it } from "vitest";

import { nextActiveIndex } from "@/lib/search/combobox-keys";

describe("the header search's suggestion list by keyboard (WAI-ARIA combobox)", () => {
  it.each([
    ["ArrowDown from the input goes to the first", "ArrowDown", -1, 3, 0],
    ["ArrowDown moves down", "ArrowDown", 0, 3, 1],
    ["ArrowDown from the last goes back to the input", "ArrowDown", 2, 3, -1],
    ["ArrowUp from the input goes to the last", "ArrowUp", -1, 3, 2],
    ["ArrowUp moves up", "ArrowUp", 2, 3, 1],
    ["ArrowUp from the first goes back to the input", "ArrowUp", 0, 3, -1],
    ["Home goes to the first option", "Home", 2, 3, 0],
    ["End goes to the last option", "End", 0, 3, 2],
    ["Home in the input moves the caret, not the list", "Home", -1, 3, null],
    ["End in the input moves the caret, not the list", "End", -1, 3, null],
    ["no options, nothing to move to", "ArrowDown", -1, 0, null],
    ["other keys are the input's", "a", 1, 3, null],
  ])("%s", (_rule, key, active, count, expected) => {
    expect(nextActiveIndex(key, active, count)).toBe(expected);
  });
});
