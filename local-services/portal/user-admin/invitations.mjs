import { invitationTokenHash } from "./invitation-tokens.mjs";

/** What newInvitationToken makes: 256 bits as base64url. Anything else was never issued. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/**
 * @typedef {object} Invitation
 * @property {string} tokenHash
 * @property {string} userId the portal user, and the id his identity account gets
 * @property {string} email
 * @property {string} application the application's name
 * @property {{ name: string, company: string, country: string }} organization
 * @property {string | null} invitedBy
 */

/**
 * @typedef {{ outcome: "valid", invitation: Invitation }
 *   | { outcome: "used" | "expired" | "invalid", invitation?: undefined }} InvitationLookup
 */

/**
 * The invitation links of user administration as the identity site's invitation page sees
 * them: which one a token opens, and its single use. The repository finds the record by the
 * token's hash and says whether it is still valid (its clock and INVITATION_VALID_DAYS), so the
 * page and the admin screens agree on "expired".
 * @param {import('better-sqlite3').Database} db the store's, with the portal tables
 * @param {import('./user-admin-repository.mjs').UserAdminRepository} userAdmin
 * @param {{ now?: () => Date }} [options]
 */
export function createInvitations(db, userAdmin, { now = () => new Date() } = {}) {
  const usedOf = db.prepare("SELECT 1 FROM portal_used_invitations WHERE token_hash = ?");
  const markUsed = db.prepare(
    "INSERT INTO portal_used_invitations (token_hash, user_id, used_at) VALUES (?, ?, ?)",
  );
  const unmarkUsed = db.prepare("DELETE FROM portal_used_invitations WHERE token_hash = ?");

  /** @param {string} token @returns {InvitationLookup} */
  function find(token) {
    if (!TOKEN_FORMAT.test(token)) return { outcome: "invalid" };
    const tokenHash = invitationTokenHash(token);
    if (usedOf.get(tokenHash)) return { outcome: "used" };
    const found = userAdmin.invitationByTokenHash(tokenHash);
    if (!found) return { outcome: "invalid" };
    const { access, user, organization } = found;
    if (access.status === "inviteexpired") return { outcome: "expired" };
    const application = userAdmin
      .applications()
      .find((candidate) => candidate.id === access.application);
    if (access.status !== "invited" || !application) return { outcome: "invalid" };
    return {
      outcome: "valid",
      invitation: {
        tokenHash,
        userId: user.id,
        email: user.email,
        application: application.name,
        organization: {
          name: organization.name,
          company: organization.company,
          country: organization.country,
        },
        invitedBy: access.requestedBy,
      },
    };
  }

  return {
    find,

    /**
     * Takes the link's single use, if it is still valid: of two requests with the same link
     * only one gets "valid" back.
     * @param {string} token @returns {InvitationLookup}
     */
    claim(token) {
      return userAdmin.write(() => {
        const found = find(token);
        if (found.outcome === "valid") {
          markUsed.run(found.invitation.tokenHash, found.invitation.userId, now().toISOString());
        }
        return found;
      });
    },

    /** Gives a claimed link back (its account could not be made). @param {Invitation} invitation */
    release(invitation) {
      unmarkUsed.run(invitation.tokenHash);
    },

    /** The invited person's own name replaces the e-mail the invitation was listed under. @param {Invitation} invitation @param {string} name */
    rename(invitation, name) {
      userAdmin.renameUser(invitation.userId, name);
    },
  };
}

/** @typedef {ReturnType<typeof createInvitations>} Invitations */
