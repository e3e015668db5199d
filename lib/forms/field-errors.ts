import { messagesFor } from "@/lib/i18n/messages";

import type { FieldIssue } from "./form-schema";

interface FieldError {
  field: string;
  /** The text the form shows at the field, in the submission's language. */
  message: string;
}

/** A message path of messages/ ("SupportRequest.emailInvalid") as text; unknown paths as they are. */
export function messageText(path: string, language: string): string {
  let node: unknown = messagesFor(language);
  for (const key of path.split(".")) node = (node as Record<string, unknown> | undefined)?.[key];
  return typeof node === "string" ? node : path;
}

/** Each invalid field once, with its first message: what the browser shows at that field. */
export function fieldErrors(issues: readonly FieldIssue[], language: string): FieldError[] {
  const seen = new Map<string, FieldError>();
  for (const issue of issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : "fields";
    if (!seen.has(field)) seen.set(field, { field, message: messageText(issue.message, language) });
  }
  return [...seen.values()];
}
