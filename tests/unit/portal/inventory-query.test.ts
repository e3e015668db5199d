import { describe, expect, it } from "vitest";

import {
  EMPTY_INVENTORY_FILTER,
  hasInventoryFilter,
  type InventoryQuery,
  inventorySearch,
  inventoryVariables,
  openTicketsSearch,
  parseInventoryQuery,
  withInventoryFilter,
} from "@/lib/portal/inventory/inventory-query";
import { parseTicketListQuery } from "@/lib/portal/tickets/ticket-list-query";

const query = (filter: Partial<InventoryQuery["filter"]> = {}, page = 1): InventoryQuery => ({
  filter: { ...EMPTY_INVENTORY_FILTER, ...filter },
  page,
});

describe("parseInventoryQuery", () => {
  it.each<[string, InventoryQuery]>([
    ["", query()],
    ["?plant=Plant%20Brno%20%C2%B7%20Hall%201", query({ plant: "Plant Brno · Hall 1" })],
    ["?org=Prototyping", query({ organization: "Prototyping" })],
    ["?q=%20zeta%20%20640%20", query({ text: "zeta 640" })],
    ["?plant=A&org=B&q=c&page=3", query({ plant: "A", organization: "B", text: "c" }, 3)],
    ["?plant=%20%20&org=", query()],
    [`?plant=${"p".repeat(201)}`, query()],
    [`?q=${"x".repeat(250)}`, query({ text: "x".repeat(200) })],
    ["?page=0", query()],
    ["?page=abc", query()],
    ["?page=-2", query()],
    ["?status=new&sort=x", query()],
  ])("%j", (search, expected) => {
    expect(parseInventoryQuery(new URLSearchParams(search))).toEqual(expected);
  });
});

describe("inventorySearch", () => {
  it.each<[InventoryQuery, string]>([
    [query(), ""],
    [query({}, 2), "?page=2"],
    [query({ plant: "Plant Brno · Hall 1" }), "?plant=Plant+Brno+%C2%B7+Hall+1"],
    [query({ organization: "A&B" }), "?org=A%26B"],
    [query({ plant: "P", organization: "O", text: "zeta" }, 4), "?plant=P&org=O&q=zeta&page=4"],
  ])("%j → %s", (state, search) => {
    expect(inventorySearch(state)).toBe(search);
    expect(parseInventoryQuery(new URLSearchParams(search))).toEqual(state);
  });
});

describe("state changes and variables", () => {
  it("a changed filter starts again at the first page", () => {
    expect(withInventoryFilter(query({ plant: "P" }, 5), { organization: "O" })).toEqual(
      query({ plant: "P", organization: "O" }),
    );
  });

  it.each([
    [EMPTY_INVENTORY_FILTER, false],
    [{ ...EMPTY_INVENTORY_FILTER, text: "x" }, true],
    [{ ...EMPTY_INVENTORY_FILTER, plant: "P" }, true],
  ])("hasInventoryFilter(%j) is %s", (filter, expected) => {
    expect(hasInventoryFilter(filter)).toBe(expected);
  });

  it.each([
    [query(), { filter: {}, page: 1, pageSize: 50 }],
    [
      query({ plant: "P", organization: "O", text: "z" }, 2),
      { filter: { plant: "P", organization: "O", text: "z" }, page: 2, pageSize: 50 },
    ],
  ])("inventoryVariables(%j)", (state, expected) => {
    expect(inventoryVariables(state)).toEqual(expected);
  });
});

describe("openTicketsSearch", () => {
  it("is the ticket list filtered by the machine and every status but CLOSED", () => {
    const search = openTicketsSearch("M-1a2b3c4d-3");
    expect(search).toBe(
      "?status=new%2Cin_progress%2Cwaiting_for_customer%2Cclosure_requested&machine=M-1a2b3c4d-3",
    );
    const { filter } = parseTicketListQuery(new URLSearchParams(search));
    expect(filter.machineId).toBe("M-1a2b3c4d-3");
    expect(filter.status).toEqual([
      "NEW",
      "IN_PROGRESS",
      "WAITING_FOR_CUSTOMER",
      "CLOSURE_REQUESTED",
    ]);
  });
});
