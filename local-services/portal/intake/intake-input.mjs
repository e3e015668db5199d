import { contactSchema } from "../../../lib/forms/contact-rules.mjs";
import { storyFeedbackSchema } from "../../../lib/forms/story-feedback-rules.mjs";
import { supportRequestSchema } from "../../../lib/forms/support-request-rules.mjs";
import { whitepaperDownloadSchema } from "../../../lib/forms/whitepaper-download-rules.mjs";
import { CASE_KINDS, LEAD_KINDS } from "./intake-repository.mjs";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9]{0,49}$/;
const MAX_FIELDS = 60;
const MAX_VALUE_LENGTH = 10_000;

/** The kinds whose fields the intake checks with the form's own rules; the others follow. */
const KIND_RULES = /** @type {Record<string, { safeParse(input: unknown): any }>} */ ({
  SUPPORT_REQUEST: supportRequestSchema,
  WHITEPAPER_DOWNLOAD: whitepaperDownloadSchema,
  STORY_FEEDBACK: storyFeedbackSchema,
  CONTACT: contactSchema,
});

/**
 * A submission as the intake takes it; `{ error }` naming the first thing wrong otherwise.
 * @param {Record<string, unknown>} body
 * @param {'case' | 'lead'} destination
 * @returns {{ ok: true, submission: import('./intake-repository.mjs').Submission } | { ok: false, error: string }}
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
  };
}
