import type { FormDestination } from "./public-forms";

import { errorName } from "@/lib/log/error-message";

export interface IntakeSubmission {
  destination: FormDestination;
  kind: string;
  idempotencyKey: string;
  locale: string;
  fields: Record<string, unknown>;
  /** Why the bot check did not vouch for it (accepted by configuration), else null. */
  flag: string | null;
}

export type DeliveryResult =
  | { outcome: "stored"; reference: string }
  | { outcome: "conflict" }
  | { outcome: "refused"; detail: string; field: string | null }
  | { outcome: "unavailable"; detail: string };

const PATHS: Record<FormDestination, string> = { case: "/cases", lead: "/leads" };

/**
 * Hands a submission to the intake of the ticketing back end (FORMS_INTAKE_URL): a case for the
 * service desk or a lead. The intake stores each idempotency key once, so a retry after a lost
 * answer gets the first submission's reference.
 */
export async function deliverSubmission(
  submission: IntakeSubmission,
  { intakeUrl, timeoutMs }: { intakeUrl: string; timeoutMs: number },
  fetchImpl: typeof fetch = fetch,
): Promise<DeliveryResult> {
  let response: Response;
  try {
    response = await fetchImpl(`${intakeUrl}${PATHS[submission.destination]}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        kind: submission.kind,
        idempotencyKey: submission.idempotencyKey,
        locale: submission.locale,
        fields: submission.fields,
        flag: submission.flag,
      }),
      signal: AbortSignal.timeout(timeoutMs),
      cache: "no-store",
    });
  } catch (error) {
    return { outcome: "unavailable", detail: errorName(error) || "network error" };
  }
  const answer = (await response.json().catch(() => null)) as {
    reference?: unknown;
    error?: unknown;
  } | null;
  if (response.ok && typeof answer?.reference === "string") {
    return { outcome: "stored", reference: answer.reference };
  }
  if (response.status === 409) return { outcome: "conflict" };
  const detail = `status ${response.status}${typeof answer?.error === "string" ? `: ${answer.error.slice(0, 200)}` : ""}`;
  if (response.status >= 500 || response.ok) return { outcome: "unavailable", detail };
  // The intake names a field it refuses as "fields.<name>: …" (an attachment whose upload
  // expired, say): a visitor's matter, answered at that field.
  const field = /^fields\.([A-Za-z]+):/.exec(typeof answer?.error === "string" ? answer.error : "");
  return { outcome: "refused", detail, field: field?.[1] ?? null };
}
