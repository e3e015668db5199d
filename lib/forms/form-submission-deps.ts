import "server-only";

import { decideBotCheck, verifyBotToken } from "@/lib/bot-protection/verify-bot-token";
import { config } from "@/lib/config";
import { clientKey } from "@/lib/editor/client-key";
import { createLogger } from "@/lib/log/logger";

import { deliverSubmission } from "./deliver-submission";
import type { FormSubmissionDeps } from "./handle-form-submission";
import { IdempotentRunner, MemoryIdempotencyStore } from "./idempotency";
import { PUBLIC_FORMS } from "./public-forms";
import { FORM_RATE_LIMIT, MemoryRateLimitStore } from "./rate-limit";

const GLOBAL_KEY = Symbol.for("ferrion.public-form-deps");

function create(): FormSubmissionDeps {
  const { botProtection, forms, httpTimeoutMs } = config;
  return {
    forms: PUBLIC_FORMS,
    clientKey,
    rateLimit: { store: new MemoryRateLimitStore(), rule: FORM_RATE_LIMIT },
    idempotency: new IdempotentRunner(new MemoryIdempotencyStore()),
    checkBot: async (token) =>
      decideBotCheck(
        await verifyBotToken(token, { ...botProtection, timeoutMs: httpTimeoutMs }),
        botProtection.onFailure,
      ),
    deliver: (submission) =>
      deliverSubmission(submission, { intakeUrl: forms.intakeUrl, timeoutMs: httpTimeoutMs }),
    log: createLogger("forms"),
  };
}

/**
 * One set per process (route handlers may be bundled apart): the counts and remembered answers
 * live in memory until issue 16 moves them to a shared store.
 */
export function formSubmissionDeps(): FormSubmissionDeps {
  const store = globalThis as typeof globalThis & { [GLOBAL_KEY]?: FormSubmissionDeps };
  store[GLOBAL_KEY] ??= create();
  return store[GLOBAL_KEY];
}
