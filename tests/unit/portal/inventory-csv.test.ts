import { describe, expect, it } from "vitest";

import { buildCsv, csvField, inventoryCsvFileName } from "@/lib/portal/inventory/inventory-csv";

describe("csvField", () => {
  it.each([
    ["plain", "plain"],
    ["Plant Brno · Hall 1", "Plant Brno · Hall 1"],
    ["Müller, Söhne", '"Müller, Söhne"'],
    ['Line "A"', '"Line ""A"""'],
    ["two\nlines", '"two\nlines"'],
    ["cr\rlf", '"cr\rlf"'],
    ["", ""],
    [null, ""],
    [undefined, ""],
    [2021, "2021"],
    [0, "0"],
    ["=HYPERLINK(1)", "'=HYPERLINK(1)"],
    ["+49 1", "'+49 1"],
    ["-1", "'-1"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ['=1,"2"', `"'=1,""2"""`],
  ])("%j → %j", (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});

describe("buildCsv", () => {
  it("starts with the UTF-8 byte order mark and ends every line with CRLF", () => {
    expect(
      buildCsv(
        ["Model", "Year"],
        [
          ["Zeta 640", 2019],
          ["A, B", null],
        ],
      ),
    ).toBe('\uFEFFModel,Year\r\nZeta 640,2019\r\n"A, B",\r\n');
  });

  it("is only the header for no rows", () => {
    expect(buildCsv(["Model"], [])).toBe("\uFEFFModel\r\n");
  });
});

describe("inventoryCsvFileName", () => {
  it.each([
    ["2026-11-24T08:00:00.000Z", "inventory-2026-11-24.csv"],
    ["2026-12-31T23:59:59.999Z", "inventory-2026-12-31.csv"],
  ])("%s → %s", (now, name) => {
    expect(inventoryCsvFileName(new Date(now))).toBe(name);
  });
});
