import * as z from "../validation/zod-mini.mjs";

/**
 * The field rules the lead forms share (whitepaper download, story feedback, contact panel).
 * Spec 001 §5 quotes messages only for the support and service requests; every other field gets
 * the general "Please enter a valid value" and a required checkbox "Please select the checkbox
 * to continue". Messages are message paths of messages/.
 */

export const INVALID_VALUE = "PublicForms.invalidValue";
const CHECKBOX_REQUIRED = "PublicForms.checkboxRequired";

export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
export const LINE_MAX_LENGTH = 200;
const PHONE_MAX_LENGTH = 30;
export const MESSAGE_MAX_LENGTH = 10_000;

/** Line breaks and other control characters: never part of a name, so never of a mail header. */
const SINGLE_LINE = /^[^\u0000-\u001f\u007f]*$/;
/** A message keeps its line breaks and tabs; other control characters are refused. */
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;
/** Empty, or a telephone number: digits, spaces and `+()./-`, at least 5 digits. */
const PHONE_OR_EMPTY = /^$|^(?=(?:\D*\d){5})\+?[0-9 ()./-]+$/;
/** A content slug (a story's, an asset's), as the site's routes take them. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A required single line of at most `max` characters. */
export const requiredLine = (/** @type {number} */ max) =>
  z
    .string(INVALID_VALUE)
    .check(
      z.trim(),
      z.minLength(1, INVALID_VALUE),
      z.maxLength(max, INVALID_VALUE),
      z.regex(SINGLE_LINE, INVALID_VALUE),
    );

export const email = () =>
  z
    .string(INVALID_VALUE)
    .check(z.trim(), z.maxLength(EMAIL_MAX_LENGTH, INVALID_VALUE), z.email(INVALID_VALUE));

/** A required text of several lines. */
export const message = () =>
  z
    .string(INVALID_VALUE)
    .check(
      z.trim(),
      z.minLength(1, INVALID_VALUE),
      z.maxLength(MESSAGE_MAX_LENGTH, INVALID_VALUE),
      z.regex(MULTI_LINE, INVALID_VALUE),
    );

/** An optional telephone number: empty or left out is fine; given, it must look like one. */
export const optionalPhone = () =>
  z.optional(
    z
      .string(INVALID_VALUE)
      .check(
        z.trim(),
        z.maxLength(PHONE_MAX_LENGTH, INVALID_VALUE),
        z.regex(PHONE_OR_EMPTY, INVALID_VALUE),
      ),
  );

/** A checkbox that must be ticked (consent). */
export const requiredCheckbox = () => z.literal(true, CHECKBOX_REQUIRED);

/** The slug of the content the submission is about (the form sets it, not the visitor). */
export const slug = () =>
  z.string(INVALID_VALUE).check(z.maxLength(200, INVALID_VALUE), z.regex(SLUG, INVALID_VALUE));
