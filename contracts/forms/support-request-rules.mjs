import * as z from "../validation/zod-mini.mjs";

/**
 * The rules of the support request form (spec 001 §3 "Support request fields", §5: every field
 * required), shared by the browser's form, the site's form route and the service desk's intake,
 * which checks every input again. Messages are message paths of messages/: the form shows them
 * in the page's language, the route names them in its 400 answer in the submission's language.
 */

export const SUPPORT_REQUEST_FIELDS = /** @type {const} */ ([
  "email",
  "firstName",
  "lastName",
  "company",
  "country",
  "product",
  "serialNumber",
  "message",
]);

/** Spec 001 §5 "Please enter a valid value": the text for what no quoted message covers. */
export const INVALID_VALUE = "PublicForms.invalidValue";

export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
export const LINE_MAX_LENGTH = 200;
export const SERIAL_NUMBER_MAX_LENGTH = 50;
export const MESSAGE_MAX_LENGTH = 10_000;

/** Line breaks and other control characters: never part of a name, so never of a mail header. */
const SINGLE_LINE = /^[^\u0000-\u001f\u007f]*$/;
/** A message keeps its line breaks and tabs; other control characters are refused. */
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

const line = (/** @type {string} */ required, /** @type {number} */ max) =>
  z
    .string(required)
    .check(
      z.trim(),
      z.minLength(1, required),
      z.maxLength(max, INVALID_VALUE),
      z.regex(SINGLE_LINE, INVALID_VALUE),
    );

/** Support request (spec 001 §3, §5), with the quoted message of each field. */
export const supportRequestSchema = z.object({
  email: z
    .string("SupportRequest.emailInvalid")
    .check(
      z.trim(),
      z.maxLength(EMAIL_MAX_LENGTH, "SupportRequest.emailInvalid"),
      z.email("SupportRequest.emailInvalid"),
    ),
  firstName: line("SupportRequest.firstNameRequired", NAME_MAX_LENGTH),
  lastName: line("SupportRequest.lastNameRequired", NAME_MAX_LENGTH),
  company: line("SupportRequest.companyRequired", LINE_MAX_LENGTH),
  country: line("SupportRequest.countryRequired", NAME_MAX_LENGTH),
  product: line("SupportRequest.productRequired", LINE_MAX_LENGTH),
  serialNumber: line("SupportRequest.serialNumberRequired", SERIAL_NUMBER_MAX_LENGTH),
  message: z
    .string("SupportRequest.messageRequired")
    .check(
      z.trim(),
      z.minLength(1, "SupportRequest.messageRequired"),
      z.maxLength(MESSAGE_MAX_LENGTH, INVALID_VALUE),
      z.regex(MULTI_LINE, INVALID_VALUE),
    ),
});
