import { describe, expect, it } from "vitest";

import { currentUserFromClaims, initialsOf } from "@/lib/portal/current-user";

describe("the current user is read from the identity claims (spec 001 §3)", () => {
  const customer = currentUserFromClaims({
    sub: "u-1",
    name: "Carla Kunde",
    given_name: "Carla",
    family_name: "Kunde",
    email: "customer@example.com",
    roles: ["kmx_int_serviceticketing_active", "kmx_int_artemis_active"],
  });

  it.each([
    ["id", "u-1"],
    ["fullName", "Carla Kunde"],
    ["firstName", "Carla"],
    ["lastName", "Kunde"],
    ["initials", "CK"],
    ["email", "customer@example.com"],
    ["populated", true],
    ["isDelegatedAdminInternal", false],
    ["isDelegatedAdminExternal", false],
    ["isInternalEmployee", false],
    ["wireFlowUserType", "cloud"],
  ])("%s", (field, value) => {
    expect(customer[field as keyof typeof customer]).toEqual(value);
  });

  it("computes the service statuses when it loads", () => {
    expect(customer.services.serviceTickets).toBe("active");
    expect(customer.services.inventory).toBe("unregistered");
  });

  it.each([
    [
      "external admin",
      ["kmx_delegatedadmin_extern"],
      { isDelegatedAdminExternal: true, isDelegatedAdminInternal: false },
    ],
    [
      "internal admin",
      ["kmx_delegatedadmin_intern"],
      { isDelegatedAdminExternal: false, isDelegatedAdminInternal: true },
    ],
    ["internal employee", ["kmx_internal_employee"], { isInternalEmployee: true }],
    [
      "a string role claim",
      "kmx_internal_employee kmx_delegatedadmin_intern",
      { isInternalEmployee: true, isDelegatedAdminInternal: true },
    ],
  ])("sets the flags of an %s", (_, roles, flags) => {
    expect(currentUserFromClaims({ sub: "x", roles })).toMatchObject(flags);
  });
});

describe("initials", () => {
  it.each([
    ["first and last name", ["ada", "Lovelace", "", ""], "AL"],
    ["only a full name", ["", "", "Noah Neu", ""], "NN"],
    ["a single-word name", ["", "", "Cher", ""], "C"],
    ["only an e-mail", ["", "", "", "x@example.com"], "X"],
    ["nothing at all", ["", "", "", ""], "?"],
    ["accented names", ["Émile", "Ölz", "", ""], "ÉÖ"],
  ])("from %s", (_, [first, last, full, email], initials) => {
    expect(initialsOf(first!, last!, full!, email!)).toBe(initials);
  });
});
