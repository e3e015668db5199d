import { isApplicationRole } from "../portal/user-admin/access-roles.mjs";

/**
 * The `roles` claim: the account's base roles plus the roles of its portal user's access
 * (issue 13 "one truth"). An account without a portal user keeps the roles stored with it.
 * @param {string[]} storedRoles the account's
 * @param {string[] | null} accessRoles from user administration; null: no portal user
 */
export function tokenRoles(storedRoles, accessRoles) {
  if (accessRoles === null) return storedRoles;
  return [...storedRoles.filter((role) => !isApplicationRole(role)), ...accessRoles];
}
