/**
 * The role claim of the identity token: a string or a list of strings (spec 001 §6). Anything
 * else carries no roles.
 */
export function rolesFromClaim(claim: unknown): string[] {
  if (typeof claim === "string") return claim === "" ? [] : [claim];
  if (Array.isArray(claim)) {
    return claim.filter((role): role is string => typeof role === "string" && role !== "");
  }
  return [];
}

/**
 * Recognised roles are matched by substring (spec 001 §6): a claim value such as
 * `/alpha/kmx_int_assetdb_active` carries `kmx_int_assetdb_active`.
 */
export function hasRole(roles: readonly string[], role: string): boolean {
  return roles.some((value) => value.includes(role));
}

/** The role names of spec 001 §6, plus the internal-employee marker documented in the README. */
export const ROLES = {
  delegatedAdminExternal: "kmx_delegatedadmin_extern",
  delegatedAdminInternal: "kmx_delegatedadmin_intern",
  wireFlowOnPremises: "kmx_artemis_onpremuser",
  /** Spec 001 leaves the derivation of internal employees unshown: this role is our choice. */
  internalEmployee: "kmx_internal_employee",
} as const;
