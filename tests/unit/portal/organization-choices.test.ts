import { describe, expect, it } from "vitest";

import {
  organizationGroups,
  organizationLabel,
} from "@/lib/portal/user-admin/organization-choices";

const ORGANIZATIONS = [
  {
    id: "A1",
    company: "Admin Harness",
    name: "Harness production",
    orgId: "ORG-A-1",
    city: "Coventry",
  },
  { id: "A2", company: "Admin Harness", name: "Prototyping", orgId: "ORG-A-2", city: "Łódź" },
  { id: "K1", company: "Kunde Kabel", name: "Cable assembly", orgId: "ORG-K-1", city: "Stuttgart" },
  { id: "K2", company: "Kunde Kabel", name: "Harness production", orgId: "ORG-K-2", city: "Brno" },
];

/** The groups as "company: ids", to read the table at a glance. */
const shown = (search: string, chosen: string | null = null) =>
  organizationGroups(ORGANIZATIONS, search, chosen).map(
    (group) => `${group.company}: ${group.organizations.map((o) => o.id).join(",")}`,
  );

describe("the organizations a search offers, by company", () => {
  it.each<[string, string | null, string[]]>([
    ["", null, ["Admin Harness: A1,A2", "Kunde Kabel: K1,K2"]],
    ["   ", null, ["Admin Harness: A1,A2", "Kunde Kabel: K1,K2"]],
    ["harness", null, ["Admin Harness: A1,A2", "Kunde Kabel: K2"]],
    ["kunde harness", null, ["Kunde Kabel: K2"]],
    ["HARNESS PRODUCTION", null, ["Admin Harness: A1", "Kunde Kabel: K2"]],
    ["lodz", null, ["Admin Harness: A2"]],
    ["Łódź", null, ["Admin Harness: A2"]],
    ["org-k-1", null, ["Kunde Kabel: K1"]],
    ["nothing like it", null, []],
    ["nothing like it", "K1", ["Kunde Kabel: K1"]],
    ["lodz", "K2", ["Admin Harness: A2", "Kunde Kabel: K2"]],
  ])("%j (chosen %s)", (search, chosen, groups) => {
    expect(shown(search, chosen)).toEqual(groups);
  });
});

describe("an organization's label tells apart a company's organizations of one name", () => {
  it("names its org id and city", () => {
    const [, prototyping] = ORGANIZATIONS;
    expect(organizationLabel(prototyping!)).toBe("Prototyping (ORG-A-2, Łódź)");
  });
});
