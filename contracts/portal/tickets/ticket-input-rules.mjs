import * as z from "../../validation/zod-mini.mjs";

/**
 * The rules of the ticket forms (spec 001 §3, §5), shared by the browser's forms and the portal
 * back end, which checks every input again. Messages are keys of the `TicketForms` namespace of
 * messages/: the forms show them in the page's language; the back end names them in its errors.
 */

export const TICKET_TYPES = /** @type {const} */ ([
  "BREAKDOWN",
  "MAINTENANCE",
  "SPARE_PARTS",
  "SOFTWARE",
  "TRAINING",
  "OTHER",
]);
export const TICKET_STATUSES = /** @type {const} */ ([
  "NEW",
  "IN_PROGRESS",
  "WAITING_FOR_CUSTOMER",
  "CLOSURE_REQUESTED",
  "CLOSED",
]);
export const TICKET_CONCERNS = /** @type {const} */ ([
  "NOT_ASSESSED",
  "MACHINE_DOWN",
  "PRODUCTION_IMPAIRED",
  "NO_IMPACT",
]);
export const CLOSURE_REASONS = /** @type {const} */ ([
  "SOLVED",
  "SOLVED_BY_CUSTOMER",
  "NO_LONGER_NEEDED",
  "DUPLICATE",
  "OTHER",
]);

const SUBJECT_MAX_LENGTH = 200;
const TEXT_MAX_LENGTH = 10_000;
const MACHINE_NAME_MAX_LENGTH = 100;
export const SERIAL_NUMBER_MAX_LENGTH = 50;
/** Spec 001 §9: file upload maximum 100 MB. */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;
export const MAX_ATTACHMENTS = 10;

/** An id the back end handed out (location, machine, upload): plain URL-safe characters. */
const id = (/** @type {string} */ message) =>
  z.string().check(z.trim(), z.regex(/^[A-Za-z0-9][A-Za-z0-9._~-]{0,99}$/, message));
const required = (/** @type {string} */ message, /** @type {number} */ max, tooLong = message) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong));
const optional = (/** @type {number} */ max, /** @type {string} */ tooLong) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, tooLong)));
const attachmentIds = z.optional(
  z.array(id("attachmentInvalid")).check(z.maxLength(MAX_ATTACHMENTS, "tooManyAttachments")),
);

/** New ticket (spec 001 §3, §5): location, type and machine selected; subject, description. */
export const newTicketSchema = z.object({
  locationId: id("locationRequired"),
  type: z.enum(TICKET_TYPES, "typeRequired"),
  machineId: id("machineRequired"),
  machineName: optional(MACHINE_NAME_MAX_LENGTH, "machineNameTooLong"),
  serialNumber: optional(SERIAL_NUMBER_MAX_LENGTH, "serialNumberTooLong"),
  subject: required("subjectRequired", SUBJECT_MAX_LENGTH, "subjectTooLong"),
  description: required("descriptionRequired", TEXT_MAX_LENGTH, "textTooLong"),
  attachmentIds,
});

/** A comment (spec 001 §5: "Please enter a comment"). */
export const newCommentSchema = z.object({
  text: required("commentRequired", TEXT_MAX_LENGTH, "textTooLong"),
  attachmentIds,
});

/** A closure request (spec 001 §3, §5): a reason from the list and an optional comment. */
export const closureRequestSchema = z.object({
  reason: z.enum(CLOSURE_REASONS, "closureReasonRequired"),
  comment: optional(TEXT_MAX_LENGTH, "textTooLong"),
});
