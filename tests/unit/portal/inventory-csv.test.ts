import { describe, expect, it } from "vitest";

import {
  buildCsv,
  csvField,
  INVENTORY_COLUMNS,
  inventoryCsvFileName,
  inventoryCsvRow,
} from "@/lib/portal/inventory/inventory-csv";

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

describe("inventoryCsvRow", () => {
  it.each([
    [
      {
        model: "Zeta 640",
        serialNumber: "ZT640-2019-17919",
        name: 'Line "1", Zeta',
        plant: "Plant Brno · Hall 1",
        organization: "Prototyping",
        yearOfManufacture: 2019,
        softwareVersion: "5.1.3",
        warrantyEnd: "2022-06-28",
        openTickets: 3,
        location: { name: "Plant Brno" },
      },
      'Zeta 640,ZT640-2019-17919,"Line ""1"", Zeta",Plant Brno · Hall 1,Prototyping,2019,5.1.3,2022-06-28,Plant Brno,3',
    ],
    [
      {
        model: "Alpha 488",
        serialNumber: "AL488",
        name: "=cmd",
        plant: "P",
        organization: "O",
        yearOfManufacture: null,
        softwareVersion: null,
        warrantyEnd: null,
        openTickets: 0,
        location: { name: "L" },
      },
      "Alpha 488,AL488,'=cmd,P,O,,,,L,0",
    ],
  ])("%#: a line with every column", (machine, line) => {
    const row = inventoryCsvRow(machine);
    expect(row).toHaveLength(INVENTORY_COLUMNS.length);
    expect(buildCsv(INVENTORY_COLUMNS, [row])).toBe(
      `\uFEFF${INVENTORY_COLUMNS.join(",")}\r\n${line}\r\n`,
    );
  });
});
