import { describe, expect, it } from "vitest";

import { BRAND_THEMES, DEFAULT_THEME, THEMES, themeOrDefault } from "@/lib/site/themes";

describe("themes of spec 001 §9", () => {
  it("lists the eleven themes in the spec's order, the product theme third", () => {
    expect(THEMES).toEqual([
      "Default",
      "Copper",
      "Ferrion",
      "Light_Blue",
      "Iqc",
      "Adaptronic",
      "Cirris",
      "Diit",
      "Hosver",
      "Komax",
      "Schleuniger",
    ]);
  });

  it("brand themes are the same list without Copper and Light_Blue", () => {
    expect(BRAND_THEMES).toEqual(THEMES.filter((t) => t !== "Copper" && t !== "Light_Blue"));
    expect(BRAND_THEMES).toHaveLength(9);
  });

  it("the default theme is Default", () => {
    expect(DEFAULT_THEME).toBe("Default");
  });

  it.each([
    ["Copper", "Copper"],
    ["Light_Blue", "Light_Blue"],
    ["Ferrion", "Ferrion"],
    ["Schleuniger", "Schleuniger"],
    ["Default", "Default"],
    [null, "Default"],
    [undefined, "Default"],
    ["", "Default"],
    ["copper", "Default"],
    ["Light Blue", "Default"],
    ["Dark", "Default"],
    [42, "Default"],
  ])("themeOrDefault(%j) is %s", (value, expected) => {
    expect(themeOrDefault(value)).toBe(expected);
  });
});
