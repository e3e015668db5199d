import { createHash, randomBytes } from "node:crypto";

/** The path of the invitation page (issue 13 item 4; the page itself comes later). */
export const INVITATION_PATH = "/oidc/invitation";

/**
 * A new invitation: 256 random bits as base64url (the link's secret) and the SHA-256 of it
 * (hex), the only part the store keeps.
 */
export function newInvitationToken() {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: invitationTokenHash(token), path: `${INVITATION_PATH}/${token}` };
}

/** @param {string} token */
export function invitationTokenHash(token) {
  return createHash("sha256").update(token).digest("hex");
}
