import { GraphQLError } from "graphql";

/**
 * The errors the portal back end names to its callers (graphql/portal/schema.graphql): a code in
 * `extensions.code`, and for bad input the message `<field>: <message key>` with the keys of
 * lib/portal/tickets/ticket-input-rules.mjs.
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
