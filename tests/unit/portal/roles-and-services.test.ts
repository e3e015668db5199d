import { describe, expect, it } from "vitest";

import { hasRole, rolesFromClaim } from "@/lib/portal/roles";
import {
  SERVICE_DEFINITIONS,
  type ServiceDefinition,
  serviceStatus,
  serviceStatuses,
  wireFlowUserType,
} from "@/lib/portal/service-status";

describe("the role claim is a string or a list (spec 001 §6)", () => {
  it.each([
    ["a list", ["a", "b"], ["a", "b"]],
    ["a single string", "kmx_int_assetdb_active", ["kmx_int_assetdb_active"]],
    ["an empty string", "", []],
    ["absent", undefined, []],
    ["a number", 7, []],
    ["a list with non-strings", ["a", 1, null, ""], ["a"]],
  ])("%s", (_, claim, roles) => {
    expect(rolesFromClaim(claim)).toEqual(roles);
  });
});

describe("recognised roles are matched by substring (spec 001 §6)", () => {
  it.each([
    ["the exact role", ["kmx_int_assetdb_active"], "kmx_int_assetdb_active", true],
    [
      "a role inside a longer value",
      ["/alpha/kmx_int_assetdb_active"],
      "kmx_int_assetdb_active",
      true,
    ],
    [
      "a space-separated string claim",
      ["x kmx_int_assetdb_active y"],
      "kmx_int_assetdb_active",
      true,
    ],
    ["a different service", ["kmx_int_assetdb_active"], "kmx_int_artemis_active", false],
    ["inactive is not active", ["kmx_int_assetdb_inactive"], "kmx_int_assetdb_active", false],
    [
      "invited is not inviteexpired",
      ["kmx_int_lmsefront_invited"],
      "kmx_int_lmsefront_inviteexpired",
      false,
    ],
    [
      "inviteexpired is not invited",
      ["kmx_int_lmsefront_inviteexpired"],
      "kmx_int_lmsefront_invited",
      false,
    ],
    ["no roles", [], "kmx_int_assetdb_active", false],
  ])("%s", (_, roles, role, expected) => {
    expect(hasRole(roles, role)).toBe(expected);
  });
});

function definition(id: string): ServiceDefinition {
  const found = SERVICE_DEFINITIONS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no service ${id}`);
  return found;
}

describe("each role gives its service's status (spec 001 §4, §6)", () => {
  it.each([
    ["serviceTickets", ["kmx_int_serviceticketing_active"], "active"],
    ["inventory", ["kmx_int_assetdb_active"], "active"],
    ["userAdmin", ["kmx_delegatedadmin_extern"], "active"],
    ["userAdmin", ["kmx_delegatedadmin_intern"], "active"],
    ["wireFlow", ["kmx_int_artemis_active"], "active"],
    ["directService", ["kmx_int_direct_pending"], "pending"],
    ["directService", ["kmx_int_direct_active"], "active"],
    ["wireMaster", ["kmx_int_mfpwm_active"], "active"],
    ["masterData", ["kmx_int_mfpmds_active"], "active"],
    ["learningHub", ["kmx_int_lmsefront_active"], "active"],
    ["learningHub", ["kmx_int_lmsefront_invited"], "invited"],
    ["learningHub", ["kmx_int_lmsefront_inviteexpired"], "inviteexpired"],
    ["productInformation", ["kmx_int_productinfo_active"], "active"],
    ["inventory", ["kmx_int_assetdb_inactive"], "inactive"],
    ["inventory", ["kmx_int_assetdb_declined"], "declined"],
    // An absent role means unregistered for that service.
    ["serviceTickets", [], "unregistered"],
    ["productInformation", ["kmx_int_assetdb_active"], "unregistered"],
    // User administration is granted, never requested: there is no registration process.
    ["userAdmin", [], "noprocess"],
    // Access that works wins over a request in progress.
    ["directService", ["kmx_int_direct_pending", "kmx_int_direct_active"], "active"],
    ["learningHub", ["kmx_int_lmsefront_inviteexpired", "kmx_int_lmsefront_invited"], "invited"],
  ])("%s with %j is %s", (id, roles, status) => {
    expect(serviceStatus(definition(id), roles)).toBe(status);
  });

  it("a service announced but not offered is coming soon whatever the roles", () => {
    const announced = { ...definition("inventory"), isComingSoon: true };
    expect(serviceStatus(announced, ["kmx_int_assetdb_active"])).toBe("comingsoon");
  });
});

describe("statuses are computed when the user loads", () => {
  it("every service is unknown before the user is loaded", () => {
    expect(new Set(Object.values(serviceStatuses(null)))).toEqual(new Set(["unknown"]));
    expect(Object.keys(serviceStatuses(null))).toHaveLength(SERVICE_DEFINITIONS.length);
  });

  it.each([
    ["unknown before the user loads", null, "unknown"],
    ["on-premises with the on-premises role", ["kmx_artemis_onpremuser"], "onprem"],
    ["cloud otherwise", ["kmx_int_artemis_active"], "cloud"],
  ])("wire-flow user type is %s", (_, roles, userType) => {
    expect(wireFlowUserType(roles)).toBe(userType);
  });
});
