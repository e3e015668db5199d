import { describe, expect, it } from "vitest";
import { machineOrganizationOf } from "../../../local-services/portal/demo/demo-portal-data.mjs";
import { inventoryOrganizationNames } from "../../../local-services/portal/inventory/inventory-scope.mjs";

const ORGANIZATIONS: Record<string, { name: string; companyKey: string }> = {
  "O-1": { name: "Cable assembly", companyKey: "own" },
  "O-2": { name: "Harness production", companyKey: "own" },
  "O-9": { name: "Foreign plant", companyKey: "other" },
};
const byId = (id: string) => ORGANIZATIONS[id] ?? null;
const record = (organizationId: string, status: string, application = "inventory") => ({
  organizationId,
  application,
  status,
});

describe("the organizations whose machines a portal user sees", () => {
  it.each([
    ["active", ["Cable assembly"]],
    ["pending", []],
    ["invited", []],
    ["inviteexpired", []],
    ["inactive", []],
    ["declined", []],
    ["unknown", []],
  ])("an inventory record %s gives %j", (status, expected) => {
    expect(inventoryOrganizationNames([record("O-1", status)], byId, "own")).toEqual(expected);
  });

  it.each([
    ["no records at all", [], []],
    ["another application active there", [record("O-1", "active", "serviceTickets")], []],
    [
      "active in two organizations, sorted and once each",
      [record("O-2", "active"), record("O-1", "active"), record("O-2", "active")],
      ["Cable assembly", "Harness production"],
    ],
    [
      "active in one, withdrawn (no record) or inactive in the other",
      [record("O-2", "active"), record("O-1", "inactive")],
      ["Harness production"],
    ],
    ["an organization of another company", [record("O-9", "active")], []],
    ["an organization that no longer exists", [record("O-404", "active")], []],
  ])("%s", (_case, records, expected) => {
    expect(inventoryOrganizationNames(records, byId, "own")).toEqual(expected);
  });
});

describe("the demo machines' organizations", () => {
  const names = ["First", "Second", "Third"];

  it.each([
    [0, "First"],
    [1, "First"],
    [2, "Second"],
    [3, "First"],
    [4, "First"],
    [5, "Third"],
    [6, "First"],
    [7, "First"],
    [8, "Second"],
  ])("machine %i belongs to %s", (index, expected) => {
    expect(machineOrganizationOf(names, index)).toBe(expected);
  });

  it("puts two thirds of a company's nine machines in its first organization, and some in each other", () => {
    const counts = new Map<string, number>();
    for (let index = 0; index < 9; index += 1) {
      const name = machineOrganizationOf(names, index);
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual({ First: 6, Second: 2, Third: 1 });
  });
});
