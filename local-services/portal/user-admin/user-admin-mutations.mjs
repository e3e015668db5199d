import { randomUUID } from "node:crypto";
import {
  isAccessState,
  isAllowedOnOwnRecord,
  NO_ACCESS,
  nextAccessState,
} from "../../../contracts/portal/user-admin/access-transitions.mjs";
import { inviteEmail } from "../../../contracts/portal/user-admin/invite-input-rules.mjs";
import { MailDeliveryError } from "../../mailbox/mailbox.mjs";
import { companyKey } from "../company-key.mjs";
import { badUserInput, mailFailed, notFound, userExists } from "../portal-errors.mjs";
import { adminScope, administersOrganization, scopedUser, standingTo } from "./admin-scope.mjs";
import { newInvitationToken } from "./invitation-tokens.mjs";
import { invitationUrlOf, mailInvitation, portalUrlOf } from "./invitation-mail.mjs";

/** @typedef {import('../caller.mjs').PortalContext} PortalContext */
/** @typedef {import('./admin-scope.mjs').AdminScope} AdminScope */

/** Actions after which the record is an invitation with a new link. */
const INVITING = new Set(["add", "resend", "reinvite"]);

/** @param {PortalContext} context @param {unknown} application */
export function applicationOf(context, application) {
  const found = context.userAdmin.applications().find((candidate) => candidate.id === application);
  if (!found) throw badUserInput("application", "applicationInvalid");
  return found;
}

/** An organization the caller administers, else NOT_FOUND. @param {PortalContext} context @param {AdminScope} scope @param {unknown} id */
function organizationFor(context, scope, id) {
  const organization = typeof id === "string" ? context.userAdmin.organizationById(id) : null;
  if (!organization || !administersOrganization(scope, organization)) {
    throw notFound("Organization");
  }
  return organization;
}

/**
 * A user the caller administers, else NOT_FOUND: for a write, "does not exist", "another
 * company's" and "no common organization" are one refusal (spec 001 §8 "invalid user").
 * `companyPerson` also takes a user of the caller's company who shares no organization with
 * him: adding such a person to one of his organizations is how an administrator brings back
 * someone who lost every common organization (issue 29), authorized by the company.
 * @param {PortalContext} context @param {AdminScope} scope @param {unknown} id
 * @param {{ companyPerson?: boolean }} [options]
 */
function userFor(context, scope, id, { companyPerson = false } = {}) {
  const user = typeof id === "string" ? context.userAdmin.userById(id) : null;
  const standing = standingTo(context, scope, user);
  const reachable = standing === "yes" || (companyPerson && standing === "noCommonOrganization");
  if (!user || !reachable) throw notFound("User");
  return user;
}

/** A user's organization: administered by the caller and of the user's own company. @param {PortalContext} context @param {AdminScope} scope @param {{ companyKey: string }} user @param {unknown} id */
function organizationOfUser(context, scope, user, id) {
  const organization = organizationFor(context, scope, id);
  if (organization.companyKey !== user.companyKey) throw notFound("Organization");
  return organization;
}

/**
 * Removing this record would end the caller's own membership of the organization (an external
 * administrator administers exactly the organizations he is a member of).
 * @param {PortalContext} context @param {AdminScope} scope @param {string} userId @param {string} organizationId
 */
function cutsOwnAdministration(context, scope, userId, organizationId) {
  if (scope.internal || userId !== scope.subject) return false;
  const left = context.userAdmin
    .accessOfUser(userId)
    .filter((record) => record.organizationId === organizationId);
  return left.length <= 1;
}

/** @template T @param {() => T} write @returns {T} */
function withMail(write) {
  try {
    return write();
  } catch (error) {
    if (error instanceof MailDeliveryError) throw mailFailed(error.message);
    throw error;
  }
}

/**
 * The answer of a change, read after the write with the caller's scope as it is now.
 * @param {PortalContext} context @param {string} userId @param {string | null} status
 * @param {{ path: string, url: string } | null} invitation
 */
function changeAnswer(context, userId, status, invitation) {
  const scope = adminScope(context);
  const user = context.userAdmin.userById(userId);
  const lostPermission = standingTo(context, scope, user) !== "yes";
  return {
    user: lostPermission || !user ? null : scopedUser(user, scope),
    status,
    invitationPath: invitation?.path ?? null,
    invitationUrl: invitation?.url ?? null,
    lostPermission,
  };
}

/**
 * A new invitation link for a record, mailed to the user.
 * @param {PortalContext} context @param {object} invitation
 * @param {string} invitation.to @param {{ name: string }} invitation.application
 * @param {{ name: string, company: string }} invitation.organization
 * @param {AdminScope} invitation.scope @param {string | null} invitation.portalUrl
 */
function sendNewInvitation(context, { to, application, organization, scope, portalUrl }) {
  const token = newInvitationToken();
  const url = invitationUrlOf(context.origin(), token.path, portalUrl);
  mailInvitation(context.mailbox, {
    to,
    application: application.name,
    organization,
    invitedBy: scope.person.name,
    url,
    validDays: context.userAdmin.invitationDays,
  });
  return { hash: token.hash, path: token.path, url };
}

export const userAdminMutations = {
  /** @param {unknown} _root @param {{ input: any }} args @param {PortalContext} context */
  inviteUser(_root, { input }, context) {
    adminScope(context);
    const email = inviteEmail(input.email);
    if (email === null) throw badUserInput("email", "emailInvalid");
    const application = applicationOf(context, input.application);
    const portalUrl = portalUrlOf(input.portalUrl);
    const repo = context.userAdmin;
    const { userId, invitation } = withMail(() =>
      repo.write(() => {
        const scope = adminScope(context);
        const organization = organizationFor(context, scope, input.organizationId);
        const existing = repo.userByEmail(organization.companyKey, email);
        if (existing) {
          // Whether the profile link leads to him, or he is to be added to an organization first.
          throw userExists(existing.id, standingTo(context, scope, existing) === "yes");
        }
        // Identity = portal user: a sign-in account of the company with this e-mail keeps its id.
        const account = context.accounts.findByEmail(email);
        const own =
          account !== null &&
          companyKey(account.company) === organization.companyKey &&
          repo.userById(account.id) === null;
        // Another company's person (or an account already behind another user) could never
        // accept: his token's subject is not this user's id.
        if (account !== null && !own) throw badUserInput("email", "emailOfOtherAccount");
        const now = new Date().toISOString();
        const id = own ? account.id : `U-${randomUUID()}`;
        repo.addUser({
          id,
          companyKey: organization.companyKey,
          name: own ? `${account.firstName} ${account.lastName}` : email,
          email,
          createdAt: now,
        });
        const sent = sendNewInvitation(context, {
          to: email,
          application,
          organization,
          scope,
          portalUrl,
        });
        repo.putAccess({
          userId: id,
          organizationId: organization.id,
          application: application.id,
          state: "invited",
          requestedBy: scope.person.name,
          requestDate: now,
          invitedAt: now,
          tokenHash: sent.hash,
          updatedAt: now,
        });
        return { userId: id, invitation: sent };
      }),
    );
    return changeAnswer(context, userId, "invited", invitation);
  },

  /** @param {unknown} _root @param {{ input: any }} args @param {PortalContext} context */
  changeAccess(_root, { input }, context) {
    adminScope(context);
    const portalUrl = portalUrlOf(input.portalUrl);
    const repo = context.userAdmin;
    const userId = String(input.userId);
    const { status, invitation } = withMail(() =>
      repo.write(() => {
        const scope = adminScope(context);
        const user = userFor(context, scope, userId, { companyPerson: input.action === "add" });
        const organization = organizationOfUser(context, scope, user, input.organizationId);
        const application = applicationOf(context, input.application);
        if (userId === scope.subject && !isAllowedOnOwnRecord(input.action)) {
          throw badUserInput("action", "selfGrantNotAllowed");
        }
        const current = repo.access(userId, organization.id, application.id);
        const from = current && isAccessState(current.status) ? current.status : NO_ACCESS;
        const next = nextAccessState(from, input.action);
        if (!next.ok) throw badUserInput("action", next.reason);
        if (next.state === NO_ACCESS) {
          if (
            !input.acknowledgeOwnAccessLoss &&
            cutsOwnAdministration(context, scope, userId, organization.id)
          ) {
            throw badUserInput("acknowledgeOwnAccessLoss", "ownAccessWarning");
          }
          repo.removeAccess(userId, organization.id, application.id);
          return { status: null, invitation: null };
        }
        const now = new Date().toISOString();
        const sent = INVITING.has(input.action)
          ? sendNewInvitation(context, {
              to: user.email,
              application,
              organization,
              scope,
              portalUrl,
            })
          : null;
        const adding = input.action === "add";
        repo.putAccess({
          userId,
          organizationId: organization.id,
          application: application.id,
          state: next.state,
          requestedBy: adding ? scope.person.name : (current?.requestedBy ?? scope.person.name),
          requestDate: adding ? now : (current?.requestDate ?? now),
          invitedAt: sent ? now : (current?.invitedAt ?? null),
          // A new link replaces the old one; any other action ends the open invitation.
          tokenHash: sent ? sent.hash : null,
          updatedAt: now,
        });
        return { status: next.state, invitation: sent };
      }),
    );
    return changeAnswer(context, userId, status, invitation);
  },

  /** @param {unknown} _root @param {{ input: any }} args @param {PortalContext} context */
  removeOrganization(_root, { input }, context) {
    adminScope(context);
    const repo = context.userAdmin;
    const userId = String(input.userId);
    repo.write(() => {
      const scope = adminScope(context);
      const user = userFor(context, scope, userId);
      const organization = organizationOfUser(context, scope, user, input.organizationId);
      const held = repo.accessOfUser(userId).some((a) => a.organizationId === organization.id);
      if (!held) throw badUserInput("organizationId", "noAccessInOrganization");
      if (
        !input.acknowledgeOwnAccessLoss &&
        cutsOwnAdministration(context, scope, userId, organization.id)
      ) {
        throw badUserInput("acknowledgeOwnAccessLoss", "ownAccessWarning");
      }
      repo.removeAccessInOrganization(userId, organization.id);
    });
    return changeAnswer(context, userId, null, null);
  },

  /** @param {unknown} _root @param {{ input: { userId: string } }} args @param {PortalContext} context */
  deleteUser(_root, { input }, context) {
    const caller = adminScope(context);
    const userId = String(input.userId);
    if (userId === caller.subject) throw badUserInput("userId", "cannotDeleteSelf");
    const repo = context.userAdmin;
    repo.write(() => {
      const scope = adminScope(context);
      userFor(context, scope, userId);
      const ids = scope.organizationIds;
      if (ids !== null && repo.accessOfUser(userId).some((a) => !ids.includes(a.organizationId))) {
        throw badUserInput("userId", "userHasOtherOrganizations");
      }
      repo.removeUser(userId);
      context.accounts.delete(userId);
      context.forgetAccount(userId);
    });
    return { id: userId };
  },
};
