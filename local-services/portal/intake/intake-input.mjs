import { contactSchema } from "../../../contracts/forms/contact-rules.mjs";
import { serviceRequestSchema } from "../../../contracts/forms/service-request-rules.mjs";
import { storyFeedbackSchema } from "../../../contracts/forms/story-feedback-rules.mjs";
import { supportRequestSchema } from "../../../contracts/forms/support-request-rules.mjs";
import { whitepaperDownloadSchema } from "../../../contracts/forms/whitepaper-download-rules.mjs";
import { CASE_KINDS, LEAD_KINDS } from "./intake-repository.mjs";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9]{0,49}$/;
const MAX_FIELDS = 60;
const MAX_VALUE_LENGTH = 10_000;

/** The kinds that take attachments: the upload ticket and the uploads' ids come as fields. */
const ATTACHING_KINDS = ["SERVICE_REQUEST"];
export const MAX_FORM_ATTACHMENTS = 10;
const TICKET = /^[A-Za-z0-9_-]{32}$/;
const UPLOAD_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * `uploadTicket` and `attachments` (the upload ids, separated by spaces) of a form's fields:
 * null when there are none, else the ticket and the ids, or `{ error }`.
 * @param {Record<string, unknown>} fields
 * @returns {null | { ticket: string, ids: string[] } | { error: string }}
 */
export function attachmentsOf(fields) {
  const { uploadTicket, attachments } = fields;
  if (attachments === undefined || attachments === "") return null;
  const ids = typeof attachments === "string" ? attachments.split(" ") : [];
  if (
    ids.length === 0 ||
    ids.length > MAX_FORM_ATTACHMENTS ||
    !ids.every((id) => UPLOAD_ID.test(id))
  ) {
    return {
      error: `fields.attachments must be 1 to ${MAX_FORM_ATTACHMENTS} upload ids separated by spaces`,
    };
  }
  if (new Set(ids).size !== ids.length)
    return { error: "fields.attachments names an upload twice" };
  if (typeof uploadTicket !== "string" || !TICKET.test(uploadTicket)) {
    return { error: "fields.uploadTicket must be the ticket the uploads were made with" };
  }
  return { ticket: uploadTicket, ids };
}

/** The kinds whose fields the intake checks with the form's own rules; the others follow. */
const KIND_RULES = /** @type {Record<string, { safeParse(input: unknown): any }>} */ ({
  SUPPORT_REQUEST: supportRequestSchema,
  SERVICE_REQUEST: serviceRequestSchema,
  WHITEPAPER_DOWNLOAD: whitepaperDownloadSchema,
  STORY_FEEDBACK: storyFeedbackSchema,
  CONTACT: contactSchema,
});

/**
 * A submission as the intake takes it; `{ error }` naming the first thing wrong otherwise.
 * @param {Record<string, unknown>} body
 * @param {'case' | 'lead'} destination
 * @returns {{ ok: true, submission: import('./intake-repository.mjs').Submission, attachments: { ticket: string, ids: string[] } | null } | { ok: false, error: string }}
 */
export function parseSubmission(body, destination) {
  const kinds = /** @type {readonly string[]} */ (destination === "case" ? CASE_KINDS : LEAD_KINDS);
  const { kind, idempotencyKey, locale, fields, flag = null } = body;
  if (typeof kind !== "string" || !kinds.includes(kind)) {
    return { ok: false, error: `kind must be one of ${kinds.join(", ")}` };
  }
  if (typeof idempotencyKey !== "string" || !UUID.test(idempotencyKey)) {
    return { ok: false, error: "idempotencyKey must be a UUID" };
  }
  if (typeof locale !== "string" || !/^[a-z]{2}$/.test(locale)) {
    return { ok: false, error: "locale must be a language code such as en" };
  }
  if (flag !== null && (typeof flag !== "string" || flag.length > 200)) {
    return { ok: false, error: "flag must be null or a text of at most 200 characters" };
  }
  if (!fields || typeof fields !== "object" || Array.isArray(fields)) {
    return { ok: false, error: "fields must be an object" };
  }
  const entries = Object.entries(fields);
  if (entries.length > MAX_FIELDS) return { ok: false, error: `at most ${MAX_FIELDS} fields` };
  for (const [name, value] of entries) {
    if (!FIELD_NAME.test(name))
      return { ok: false, error: `field name ${JSON.stringify(name.slice(0, 60))} is not allowed` };
    const fits =
      typeof value === "boolean" || (typeof value === "string" && value.length <= MAX_VALUE_LENGTH);
    if (!fits)
      return {
        ok: false,
        error: `fields.${name} must be a text of at most ${MAX_VALUE_LENGTH} characters or true/false`,
      };
  }
  /** @type {{ ticket: string, ids: string[] } | null} */
  let attachments = null;
  if (ATTACHING_KINDS.includes(kind)) {
    const found = attachmentsOf(/** @type {Record<string, unknown>} */ (fields));
    if (found && "error" in found) return { ok: false, error: found.error };
    attachments = found;
  }
  const rules = KIND_RULES[kind];
  let checked = /** @type {Record<string, unknown>} */ (fields);
  if (rules) {
    const result = rules.safeParse(fields);
    if (!result.success) {
      const issue = result.error.issues[0];
      return { ok: false, error: `fields.${String(issue?.path[0])}: ${issue?.message}` };
    }
    checked = result.data;
  }
  // The case keeps the uploads' ids, never the ticket: it is the visitor's key to them.
  if (attachments) checked = { ...checked, attachments: attachments.ids.join(" ") };
  return {
    ok: true,
    submission: {
      destination,
      kind,
      idempotencyKey: idempotencyKey.toLowerCase(),
      locale,
      fields: checked,
      flag: /** @type {string | null} */ (flag),
    },
    attachments,
  };
}
