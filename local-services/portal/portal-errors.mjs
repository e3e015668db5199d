import { GraphQLError } from "graphql";

/**
 * The errors the portal back end names to its callers (graphql/portal/schema.graphql): a code in
 * `extensions.code`, and for bad input the message `<field>: <message key>` with the keys of
 * contracts/portal/tickets/ticket-input-rules.mjs.
 */

/** @param {string} field @param {string} key */
export function badUserInput(field, key) {
  return new GraphQLError(`${field}: ${key}`, {
    extensions: { code: "BAD_USER_INPUT", field, key },
  });
}

/** @param {string} ticketId */
export function ticketNotFound(ticketId) {
  return new GraphQLError(`Ticket ${ticketId} not found`, { extensions: { code: "NOT_FOUND" } });
}

export function forbidden(message = "Service tickets are not enabled for this user") {
  return new GraphQLError(message, { extensions: { code: "FORBIDDEN" } });
}

/** @param {string} what e.g. "User" */
export function notFound(what) {
  return new GraphQLError(`${what} not found`, { extensions: { code: "NOT_FOUND" } });
}

/**
 * Spec 001 §8 "user exists": the client links to the existing user's profile, or, when he shares
 * no organization with the caller, offers to add him to one (issue 29).
 * @param {string} userId @param {boolean} sharesOrganization
 */
export function userExists(userId, sharesOrganization) {
  return new GraphQLError("A user with this e-mail exists already", {
    extensions: { code: "USER_EXISTS", userId, sharesOrganization },
  });
}

/** Spec 001 §8 "lost permission": a user of the company who shares no organization with the caller. */
export function noCommonOrganization() {
  return new GraphQLError("The user shares no organization with you", {
    extensions: { code: "NO_COMMON_ORGANIZATION" },
  });
}

/**
 * Spec 001 §8 "invite error shown with technical details": the mail system refused the
 * invitation. @param {string} details the mail system's answer
 */
export function mailFailed(details) {
  return new GraphQLError("The invitation mail could not be delivered", {
    extensions: { code: "MAIL_FAILED", details },
  });
}
