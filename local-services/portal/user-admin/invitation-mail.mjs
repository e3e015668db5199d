import { isLoopbackReturnTo } from "../../oidc/loopback.mjs";
import { badUserInput } from "../portal-errors.mjs";

const MAX_PORTAL_URL_LENGTH = 2048;

/**
 * The portal address an invitation leads back to, checked: the stand-in's identity site only
 * returns to loopback sites (like its other pages), so anything else is BAD_USER_INPUT
 * `portalUrl: portalUrlInvalid`. Absent: null.
 * @param {unknown} value
 * @returns {string | null}
 */
export function portalUrlOf(value) {
  if (value === undefined || value === null) return null;
  if (
    typeof value !== "string" ||
    value.length > MAX_PORTAL_URL_LENGTH ||
    !isLoopbackReturnTo(value)
  ) {
    throw badUserInput("portalUrl", "portalUrlInvalid");
  }
  return value;
}

/**
 * The whole invitation link: the identity site's origin, the path and `?return_to=` the portal.
 * @param {string} origin @param {string} path @param {string | null} portalUrl
 */
export function invitationUrlOf(origin, path, portalUrl) {
  const url = new URL(path, origin);
  if (portalUrl !== null) url.searchParams.set("return_to", portalUrl);
  return url.toString();
}

/**
 * Mails an invitation to the demo mailbox. Throws the mailbox's MailDeliveryError when the
 * address cannot be reached; called inside the write's transaction, so that undoes the write.
 * @param {import('../../mailbox/mailbox.mjs').Mailbox} mailbox
 * @param {object} invitation
 * @param {string} invitation.to
 * @param {string} invitation.application the application's name
 * @param {{ name: string, company: string }} invitation.organization
 * @param {string} invitation.invitedBy the administrator's name
 * @param {string} invitation.url
 * @param {number} invitation.validDays
 */
export function mailInvitation(
  mailbox,
  { to, application, organization, invitedBy, url, validDays },
) {
  const where = `${organization.name} (${organization.company})`;
  return mailbox.send({
    to,
    subject: `Invitation to ${application} at ${where}`,
    text: [
      `${invitedBy} invites you to ${application} at ${where} in the Ferrion customer portal.`,
      "",
      "Open the link to set your password and sign in; then accept the invitation on your dashboard.",
      `The link can be used once and is valid for ${validDays} ${validDays === 1 ? "day" : "days"}.`,
    ].join("\n"),
    link: url,
  });
}
