import { adminCaller } from "../caller.mjs";

/**
 * What a delegated administrator administers (issue 13): an internal one every company's
 * organizations and users; an external one the organizations he is a member of (he has an
 * access record in them, any state) and the users with a record in one of those.
 *
 * @typedef {object} AdminScope
 * @property {string} subject the caller's id (his portal user's id)
 * @property {boolean} internal
 * @property {string | null} companyKey null for an internal administrator
 * @property {string[] | null} organizationIds null: every organization
 * @property {{ name: string, email: string }} person
 */

/**
 * The caller's scope as the store holds it now (a mutation reads it again after its write).
 * FORBIDDEN for a caller who is no administrator.
 * @param {import('../caller.mjs').PortalContext} context
 * @returns {AdminScope}
 */
export function adminScope(context) {
  const admin = adminCaller(context);
  const organizationIds =
    admin.companyKey === null
      ? null
      : context.userAdmin
          .organizationsOfMember(admin.subject, admin.companyKey)
          .map((organization) => organization.id);
  return { ...admin, internal: admin.companyKey === null, organizationIds };
}

/** @param {AdminScope} scope @param {{ id: string } | null} organization */
export function administersOrganization(scope, organization) {
  if (organization === null) return false;
  return scope.organizationIds === null || scope.organizationIds.includes(organization.id);
}

/**
 * How the caller stands to a user: `yes`; `invalid` (no such user, or another company's:
 * spec 001 §8 "invalid user"); `noCommonOrganization` (his company's, but in none of the
 * caller's organizations: "lost permission").
 * @param {import('../caller.mjs').PortalContext} context @param {AdminScope} scope
 * @param {{ id: string, companyKey: string } | null} user
 * @returns {"yes" | "invalid" | "noCommonOrganization"}
 */
export function standingTo(context, scope, user) {
  if (user === null) return "invalid";
  if (scope.organizationIds === null) return "yes";
  if (user.companyKey !== scope.companyKey) return "invalid";
  const shared = context.userAdmin
    .accessOfUser(user.id)
    .some((record) => scope.organizationIds?.includes(record.organizationId));
  return shared ? "yes" : "noCommonOrganization";
}

/**
 * A user as the schema's AdminUser, carrying the scope its organizations and access are cut to.
 * @template {object} U @param {U} user @param {AdminScope} scope
 */
export const scopedUser = (user, scope) => ({ ...user, scope });
