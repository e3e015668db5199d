import { allowedActions } from "../../../contracts/portal/user-admin/access-transitions.mjs";
import { ADMIN_EXTERNAL_ROLE, ADMIN_INTERNAL_ROLE } from "../caller.mjs";
import { pageAnswer, pagingOf, searchWords } from "../list-arguments.mjs";
import { noCommonOrganization } from "../portal-errors.mjs";
import { adminScope, scopedUser, standingTo } from "./admin-scope.mjs";
import { userAdminMutations } from "./user-admin-mutations.mjs";
import { ownAccessMutations } from "./own-access-mutations.mjs";

/** @typedef {import('../caller.mjs').PortalContext} PortalContext */
/** @typedef {import('./admin-scope.mjs').AdminScope} AdminScope */
/** @typedef {{ id: string, companyKey: string, scope: AdminScope }} ScopedUser */

const MAX_PAGE_SIZE = 100;

/** The user's records the scope shows. @param {PortalContext} context @param {ScopedUser} user */
function visibleAccess(context, user) {
  const records = context.userAdmin.accessOfUser(user.id);
  const ids = user.scope.organizationIds;
  return ids === null ? records : records.filter((record) => ids.includes(record.organizationId));
}

/** @param {PortalContext} context @param {string} id */
function applicationById(context, id) {
  return context.userAdmin.applications().find((candidate) => candidate.id === id) ?? null;
}

export const userAdminResolvers = {
  Query: {
    /** @param {unknown} _root @param {unknown} _args @param {PortalContext} context */
    userAdmin: (_root, _args, context) => adminScope(context),
  },
  UserAdmin: {
    /** @param {AdminScope} scope */
    isInternal: (scope) => scope.internal,
    /** @param {AdminScope} scope @param {any} args @param {PortalContext} context */
    users(scope, args, context) {
      const { page, pageSize } = pagingOf(args, { defaultSize: 20, maxSize: MAX_PAGE_SIZE });
      const filter = args.filter ?? {};
      const { items, totalCount } = context.userAdmin.listUsers({
        companyKey: scope.companyKey,
        organizationIds: scope.organizationIds,
        organizationId: filter.organizationId ?? null,
        application: filter.application ?? null,
        status: filter.status ?? null,
        words: searchWords(filter.text),
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return pageAnswer(
        { items: items.map((user) => scopedUser(user, scope)), totalCount },
        { page, pageSize },
      );
    },
    /** @param {AdminScope} scope @param {{ id: string }} args @param {PortalContext} context */
    user(scope, { id }, context) {
      const user = context.userAdmin.userById(id);
      const standing = standingTo(context, scope, user);
      if (standing === "noCommonOrganization") throw noCommonOrganization();
      return standing === "yes" && user ? scopedUser(user, scope) : null;
    },
    /** @param {AdminScope} scope @param {unknown} _args @param {PortalContext} context */
    organizations(scope, _args, context) {
      if (scope.organizationIds === null) return context.userAdmin.organizations(null);
      return context.userAdmin.organizationsOfMember(
        scope.subject,
        /** @type {string} */ (scope.companyKey),
      );
    },
    /** @param {AdminScope} _scope @param {unknown} _args @param {PortalContext} context */
    applications: (_scope, _args, context) => context.userAdmin.applications(),
  },
  AdminUser: {
    /** @param {ScopedUser} user @param {unknown} _args @param {PortalContext} context */
    company: (user, _args, context) => context.userAdmin.companyName(user.companyKey) ?? "",
    /** Administrator when his sign-in account holds a delegated-admin role. @param {ScopedUser} user @param {unknown} _args @param {PortalContext} context */
    role(user, _args, context) {
      const roles = context.accounts.findById(user.id)?.roles ?? [];
      const admin = roles.some(
        (role) => role.includes(ADMIN_EXTERNAL_ROLE) || role.includes(ADMIN_INTERNAL_ROLE),
      );
      return admin ? "administrator" : "user";
    },
    /** @param {ScopedUser} user @param {unknown} _args @param {PortalContext} context */
    hasAccount: (user, _args, context) => context.accounts.findById(user.id) !== null,
    /** @param {ScopedUser} user @param {unknown} _args @param {PortalContext} context */
    access: (user, _args, context) => visibleAccess(context, user),
    /** @param {ScopedUser} user @param {unknown} _args @param {PortalContext} context */
    organizations(user, _args, context) {
      const ids = new Set(visibleAccess(context, user).map((record) => record.organizationId));
      return [...ids]
        .map((id) => context.userAdmin.organizationById(id))
        .filter((organization) => organization !== null)
        .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
    },
  },
  Access: {
    /** @param {{ organizationId: string }} access @param {unknown} _args @param {PortalContext} context */
    organization: (access, _args, context) =>
      context.userAdmin.organizationById(access.organizationId),
    /** @param {{ application: string }} access @param {unknown} _args @param {PortalContext} context */
    application: (access, _args, context) => applicationById(context, access.application),
    /** @param {{ application: string, status: string }} access @param {unknown} _args @param {PortalContext} context */
    role(access, _args, context) {
      if (access.status === "unknown") return null;
      const application = applicationById(context, access.application);
      return application ? `${application.roleStem}_${access.status}` : null;
    },
    /** On the caller's own record only what gives access up (no self-grant, issue 29). @param {{ userId: string, status: string }} access @param {unknown} _args @param {PortalContext} context */
    allowedActions: (access, _args, context) =>
      allowedActions(access.status, { isOwnRecord: access.userId === context.idToken.sub }),
  },
  Mutation: { ...userAdminMutations, ...ownAccessMutations },
};
