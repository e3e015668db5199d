import type { FieldIssue, FormSchema } from "../form-schema";

/**
 * A form takes at most as many files as a portal ticket
 * (contracts/portal/tickets/ticket-input-rules.mjs).
 */
export const MAX_FORM_ATTACHMENTS = 10;
/** The intake's upload tickets: 32 characters of base64url. */
export const UPLOAD_TICKET = /^[A-Za-z0-9_-]{32}$/;
/** The ids the intake gives uploads. */
const FORM_UPLOAD_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The message at the attachments when they are not what the form sends. */
export const ATTACHMENTS_INVALID = "ServiceRequest.attachmentsInvalid";

/**
 * The attachments of a submission (`uploadTicket`: the ticket the files were uploaded with;
 * `attachments`: their upload ids): none, or the ticket and 1 to 10 distinct upload ids.
 */
export function checkAttachmentFields(
  fields: Record<string, unknown>,
): { ok: true; ticket: string; ids: string[] } | { ok: true; ids: [] } | { ok: false } {
  const { uploadTicket, attachments } = fields;
  if (attachments === undefined || (Array.isArray(attachments) && attachments.length === 0)) {
    return { ok: true, ids: [] };
  }
  if (
    !Array.isArray(attachments) ||
    attachments.length > MAX_FORM_ATTACHMENTS ||
    !attachments.every((id) => typeof id === "string" && FORM_UPLOAD_ID.test(id)) ||
    new Set(attachments).size !== attachments.length ||
    typeof uploadTicket !== "string" ||
    !UPLOAD_TICKET.test(uploadTicket)
  ) {
    return { ok: false };
  }
  return { ok: true, ticket: uploadTicket, ids: attachments as string[] };
}

/**
 * A form's rules plus its attachments: the checked values carry `uploadTicket` and
 * `attachments` (the ids separated by spaces, as the intake takes them) when files were
 * attached. The intake then attaches only finished uploads of that ticket while it is valid.
 */
export function withAttachments(schema: FormSchema): FormSchema {
  return {
    safeParse(input) {
      const result = schema.safeParse(input);
      const fields =
        input && typeof input === "object" && !Array.isArray(input)
          ? (input as Record<string, unknown>)
          : {};
      const attached = checkAttachmentFields(fields);
      if (!attached.ok) {
        const issue: FieldIssue = { path: ["attachments"], message: ATTACHMENTS_INVALID };
        return {
          success: false,
          error: { issues: [...(result.success ? [] : result.error.issues), issue] },
        };
      }
      if (!result.success || !("ticket" in attached)) return result;
      return {
        success: true,
        data: {
          ...result.data,
          uploadTicket: attached.ticket,
          attachments: attached.ids.join(" "),
        },
      };
    },
  };
}
