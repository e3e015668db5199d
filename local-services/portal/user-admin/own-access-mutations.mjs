import { nextOwnAccessState } from "../../../contracts/portal/user-admin/access-transitions.mjs";
import { personOf } from "../caller.mjs";
import { companyKey } from "../company-key.mjs";
import { badUserInput, forbidden } from "../portal-errors.mjs";
import { accessFromRoles } from "./user-admin-seed.mjs";
import { applicationOf } from "./user-admin-mutations.mjs";

/** @typedef {import('../caller.mjs').PortalContext} PortalContext */

/**
 * The caller's portal user (id = his account's id). A signed-in user without one, whose
 * account's company has organizations, gets one first, with the records his stored roles
 * name in the company's first organization, so nothing he had is lost. Call inside a write.
 * @param {PortalContext} context
 */
function ownPortalUser(context) {
  const repo = context.userAdmin;
  const id = context.idToken.sub;
  const existing = repo.userById(id);
  if (existing) return existing;
  const { account, name, email } = personOf(context);
  if (!account?.company) throw forbidden("The user's account belongs to no company");
  const key = companyKey(account.company);
  const [first] = repo.organizationsInOrder(key);
  if (!first) throw forbidden("The user's company has no organizations in the portal");
  const address = email.trim().toLowerCase();
  if (repo.userByEmail(key, address)) {
    throw forbidden("Another user of the company has this e-mail; ask your administrator");
  }
  const now = new Date().toISOString();
  repo.addUser({ id, companyKey: key, name, email: address, createdAt: now });
  for (const [, application, state] of accessFromRoles(account.roles)) {
    const invited = state === "invited" || state === "inviteexpired";
    repo.putAccess({
      userId: id,
      organizationId: first.id,
      application,
      state,
      requestedBy: state === "pending" ? name : null,
      requestDate: now,
      invitedAt: invited ? now : null,
      tokenHash: null,
      updatedAt: now,
    });
  }
  return /** @type {NonNullable<ReturnType<typeof repo.userById>>} */ (repo.userById(id));
}

/**
 * The organization a user's request goes to: the first of the company (in its order) he has a
 * record in, else the company's first.
 * @param {PortalContext} context @param {{ id: string, companyKey: string }} user
 */
function firstOrganizationOf(context, user) {
  const organizations = context.userAdmin.organizationsInOrder(user.companyKey);
  const held = new Set(context.userAdmin.accessOfUser(user.id).map((a) => a.organizationId));
  return organizations.find((organization) => held.has(organization.id)) ?? organizations[0];
}

export const ownAccessMutations = {
  /** @param {unknown} _root @param {{ application: string }} args @param {PortalContext} context */
  acceptInvitation(_root, args, context) {
    const application = applicationOf(context, args.application);
    const repo = context.userAdmin;
    return repo.write(() => {
      const user = ownPortalUser(context);
      const records = repo.accessOfUser(user.id).filter((a) => a.application === application.id);
      const outcomes = (records.length > 0 ? records : [null]).map((record) => ({
        record,
        next: nextOwnAccessState(record?.status ?? "none", "accept"),
      }));
      const accepted = outcomes.filter((outcome) => outcome.next.ok);
      if (accepted.length === 0) {
        const expired = outcomes.some(
          (outcome) => !outcome.next.ok && outcome.next.reason === "invitationExpired",
        );
        throw badUserInput("application", expired ? "invitationExpired" : "noInvitation");
      }
      const now = new Date().toISOString();
      for (const { record, next } of accepted) {
        if (!record || !next.ok) continue;
        repo.putAccess({
          userId: record.userId,
          organizationId: record.organizationId,
          application: record.application,
          requestedBy: record.requestedBy,
          requestDate: record.requestDate,
          invitedAt: record.invitedAt,
          state: next.state,
          // The link is spent once the invitation is answered.
          tokenHash: null,
          updatedAt: now,
        });
      }
      return { application, status: "active" };
    });
  },

  /** @param {unknown} _root @param {{ application: string }} args @param {PortalContext} context */
  requestAccess(_root, args, context) {
    const application = applicationOf(context, args.application);
    const repo = context.userAdmin;
    return repo.write(() => {
      const user = ownPortalUser(context);
      const record = repo.accessOfUser(user.id).find((a) => a.application === application.id);
      const next = nextOwnAccessState(record?.status ?? "none", "request");
      if (!next.ok) throw badUserInput("application", next.reason);
      const organization = firstOrganizationOf(context, user);
      if (!organization) throw forbidden("The user's company has no organizations in the portal");
      const now = new Date().toISOString();
      repo.putAccess({
        userId: user.id,
        organizationId: organization.id,
        application: application.id,
        state: next.state,
        requestedBy: personOf(context).name,
        requestDate: now,
        invitedAt: null,
        tokenHash: null,
        updatedAt: now,
      });
      return { application, status: next.state };
    });
  },
};
