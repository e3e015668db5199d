import { ACCESS_STATES } from "../../../contracts/portal/user-admin/access-transitions.mjs";
import { APPLICATIONS } from "./user-admin-tables.mjs";

/**
 * Which of a user's records of one application speaks for it (he may have one per
 * organization): the best first. `unknown` is missing on purpose: it puts no role in a token.
 */
export const STATE_PRECEDENCE = /** @type {const} */ ([
  "active",
  "pending",
  "invited",
  "inviteexpired",
  "inactive",
  "declined",
]);

const APPLICATION_ROLES = new Set(
  APPLICATIONS.flatMap(([, , stem]) => ACCESS_STATES.map((state) => `${stem}_${state}`)),
);

/**
 * Whether a role is an application's `<stem>_<state>` (spec 001 §6), i.e. one that user
 * administration owns, unlike the base roles (kmx_delegatedadmin_*, kmx_artemis_onpremuser,
 * kmx_internal_employee) that stay with the account.
 * @param {string} role
 */
export function isApplicationRole(role) {
  return APPLICATION_ROLES.has(role);
}

/**
 * The roles a user's access records put into his token: `<stem>_<state>` per application, the
 * best state of its records winning; in the applications' order.
 * @param {{ application: string, status: string }[]} records effective states
 * @param {{ id: string, roleStem: string }[]} applications
 */
export function rolesOfAccess(records, applications) {
  /** @type {string[]} */
  const roles = [];
  for (const { id, roleStem } of applications) {
    const states = new Set(
      records.filter((record) => record.application === id).map((record) => record.status),
    );
    const best = STATE_PRECEDENCE.find((state) => states.has(state));
    if (best) roles.push(`${roleStem}_${best}`);
  }
  return roles;
}

/**
 * The one truth of a user's application roles: his portal user's access records, read when a
 * token is issued. Null for an account without a portal user (it keeps its stored roles).
 * @param {import('./user-admin-repository.mjs').UserAdminRepository} userAdmin
 * @returns {(accountId: string) => string[] | null}
 */
export function createAccessRoles(userAdmin) {
  return (accountId) => {
    if (!userAdmin.userById(accountId)) return null;
    return rolesOfAccess(userAdmin.accessOfUser(accountId), userAdmin.applications());
  };
}
