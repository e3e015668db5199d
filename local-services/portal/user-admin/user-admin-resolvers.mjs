import { randomUUID } from "node:crypto";
import {
  allowedActions,
  isAccessState,
  NO_ACCESS,
  nextAccessState,
} from "../../../lib/portal/user-admin/access-transitions.mjs";
import { inviteEmail } from "../../../lib/portal/user-admin/invite-input-rules.mjs";
import { adminCaller } from "../caller.mjs";
import { pageAnswer, pagingOf, searchWords } from "../list-arguments.mjs";
import { badUserInput, notFound, userExists } from "../portal-errors.mjs";
import { newInvitationToken } from "./invitation-tokens.mjs";

/** @typedef {import('../caller.mjs').PortalContext} PortalContext */
/** @typedef {ReturnType<typeof adminCaller>} Admin */

const MAX_PAGE_SIZE = 100;
/** Actions after which the record is an invitation with a new link. */
const INVITING = new Set(["add", "resend", "reinvite"]);

/** @param {Admin} admin @param {{ companyKey: string } | null} record */
const administers = (admin, record) =>
  record !== null && (admin.companyKey === null || admin.companyKey === record.companyKey);

/** @param {PortalContext} context @param {unknown} application */
function applicationOf(context, application) {
  const found = context.userAdmin.applications().find((candidate) => candidate.id === application);
  if (!found) throw badUserInput("application", "applicationInvalid");
  return found;
}

/** An organization the admin administers, else NOT_FOUND. @param {PortalContext} context @param {Admin} admin @param {unknown} id */
function organizationOf(context, admin, id) {
  const organization = typeof id === "string" ? context.userAdmin.organizationById(id) : null;
  if (!administers(admin, organization)) throw notFound("Organization");
  return /** @type {NonNullable<typeof organization>} */ (organization);
}

/**
 * @param {PortalContext} context @param {string} userId
 * @param {string | null} status @param {string | null} invitationPath
 */
function changeResult(context, userId, status, invitationPath) {
  return { user: context.userAdmin.userById(userId), status, invitationPath };
}

export const userAdminResolvers = {
  Query: {
    /** @param {unknown} _root @param {unknown} _args @param {PortalContext} context */
    userAdmin: (_root, _args, context) => adminCaller(context),
  },
  UserAdmin: {
    /** @param {Admin} admin @param {any} args @param {PortalContext} context */
    users(admin, args, context) {
      const { page, pageSize } = pagingOf(args, { defaultSize: 20, maxSize: MAX_PAGE_SIZE });
      const filter = args.filter ?? {};
      const { items, totalCount } = context.userAdmin.listUsers({
        companyKey: admin.companyKey,
        organizationId: filter.organizationId ?? null,
        application: filter.application ?? null,
        status: filter.status ?? null,
        words: searchWords(filter.text),
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return pageAnswer({ items, totalCount }, { page, pageSize });
    },
    /** @param {Admin} admin @param {{ id: string }} args @param {PortalContext} context */
    user(admin, { id }, context) {
      const user = context.userAdmin.userById(id);
      return administers(admin, user) ? user : null;
    },
    /** @param {Admin} admin @param {unknown} _args @param {PortalContext} context */
    organizations: (admin, _args, context) => context.userAdmin.organizations(admin.companyKey),
    /** @param {Admin} _admin @param {unknown} _args @param {PortalContext} context */
    applications: (_admin, _args, context) => context.userAdmin.applications(),
  },
  AdminUser: {
    /** @param {{ id: string }} user @param {unknown} _args @param {PortalContext} context */
    access: (user, _args, context) => context.userAdmin.accessOfUser(user.id),
    /** @param {{ id: string }} user @param {unknown} _args @param {PortalContext} context */
    organizations(user, _args, context) {
      const ids = [
        ...new Set(context.userAdmin.accessOfUser(user.id).map((a) => a.organizationId)),
      ];
      return ids.map((id) => context.userAdmin.organizationById(id)).filter(Boolean);
    },
  },
  Access: {
    /** @param {{ organizationId: string }} access @param {unknown} _args @param {PortalContext} context */
    organization: (access, _args, context) =>
      context.userAdmin.organizationById(access.organizationId),
    /** @param {{ application: string }} access @param {unknown} _args @param {PortalContext} context */
    application: (access, _args, context) =>
      context.userAdmin.applications().find((candidate) => candidate.id === access.application),
    /** @param {{ status: string }} access */
    allowedActions: (access) => allowedActions(access.status),
  },
  Mutation: {
    /** @param {unknown} _root @param {{ input: any }} args @param {PortalContext} context */
    inviteUser(_root, { input }, context) {
      const admin = adminCaller(context);
      const email = inviteEmail(input.email);
      if (email === null) throw badUserInput("email", "emailInvalid");
      const application = applicationOf(context, input.application);
      const repo = context.userAdmin;
      const invitation = newInvitationToken();
      const userId = repo.write(() => {
        const organization = organizationOf(context, admin, input.organizationId);
        const existing = repo.userByEmail(organization.companyKey, email);
        if (existing) throw userExists(existing.id);
        const now = new Date().toISOString();
        const id = `U-${randomUUID()}`;
        repo.addUser({
          id,
          companyKey: organization.companyKey,
          name: email,
          email,
          createdAt: now,
        });
        repo.putAccess({
          userId: id,
          organizationId: organization.id,
          application: application.id,
          state: "invited",
          requestedBy: admin.person.name,
          requestDate: now,
          invitedAt: now,
          tokenHash: invitation.hash,
          updatedAt: now,
        });
        return id;
      });
      return changeResult(context, userId, "invited", invitation.path);
    },

    /** @param {unknown} _root @param {{ input: any }} args @param {PortalContext} context */
    changeAccess(_root, { input }, context) {
      const admin = adminCaller(context);
      const repo = context.userAdmin;
      const userId = String(input.userId);
      const { status, invitationPath } = repo.write(() => {
        const user = repo.userById(userId);
        if (!administers(admin, user)) throw notFound("User");
        const organization = organizationOf(context, admin, input.organizationId);
        // Access is only ever given in an organization of the user's own company.
        if (organization.companyKey !== user?.companyKey) throw notFound("Organization");
        const application = applicationOf(context, input.application);
        const current = repo.access(userId, organization.id, application.id);
        const from = current && isAccessState(current.status) ? current.status : NO_ACCESS;
        const next = nextAccessState(from, input.action);
        if (!next.ok) throw badUserInput("action", next.reason);
        if (next.state === NO_ACCESS) {
          repo.removeAccess(userId, organization.id, application.id);
          return { status: null, invitationPath: null };
        }
        const now = new Date().toISOString();
        const invitation = INVITING.has(input.action) ? newInvitationToken() : null;
        const adding = input.action === "add";
        repo.putAccess({
          userId,
          organizationId: organization.id,
          application: application.id,
          state: next.state,
          requestedBy: adding ? admin.person.name : (current?.requestedBy ?? admin.person.name),
          requestDate: adding ? now : (current?.requestDate ?? now),
          invitedAt: invitation ? now : (current?.invitedAt ?? null),
          // A new link replaces the old one; any other action ends the open invitation.
          tokenHash: invitation ? invitation.hash : null,
          updatedAt: now,
        });
        return { status: next.state, invitationPath: invitation?.path ?? null };
      });
      return changeResult(context, userId, status, invitationPath);
    },
  },
};
