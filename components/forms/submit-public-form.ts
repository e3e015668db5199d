"use client";

import { errorMessage } from "@/lib/log/error-message";

type SubmitResult =
  | { outcome: "received"; reference: string; answer: Record<string, unknown> }
  | { outcome: "invalid"; fields: { field: string; message: string }[] }
  | { outcome: "failed"; details: string };

/** Sends a form's fields to `POST /api/forms/{form}` and says how it went. */
export async function submitPublicForm(
  form: string,
  body: {
    fields: Record<string, unknown>;
    idempotencyKey: string;
    botToken: string;
    website: string;
    locale: string;
  },
): Promise<SubmitResult> {
  let response: Response;
  try {
    response = await fetch(`/api/forms/${encodeURIComponent(form)}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch (error) {
    return { outcome: "failed", details: errorMessage(error) };
  }
  const answer = (await response.json().catch(() => null)) as {
    reference?: unknown;
    fields?: unknown;
    message?: unknown;
  } | null;
  if (response.ok && typeof answer?.reference === "string") {
    return { outcome: "received", reference: answer.reference, answer };
  }
  if (response.status === 400 && Array.isArray(answer?.fields)) {
    return { outcome: "invalid", fields: answer.fields as { field: string; message: string }[] };
  }
  const message = typeof answer?.message === "string" ? `: ${answer.message}` : "";
  return { outcome: "failed", details: `${response.status}${message}` };
}
