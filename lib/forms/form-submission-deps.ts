import "server-only";

import { decideBotCheck, verifyBotToken } from "@/lib/bot-protection/verify-bot-token";
import { redisConnection } from "@/lib/cache/redis-connection.mjs";
import { config } from "@/lib/config";
import { clientKey } from "@/lib/editor/client-key";
import { createLogger } from "@/lib/log/logger";

import { deliverSubmission } from "./deliver-submission";
import type { FormSubmissionDeps } from "./handle-form-submission";
import { IdempotentRunner, MemoryIdempotencyStore } from "./idempotency";
import { PUBLIC_FORMS } from "./public-forms";
import { FORM_RATE_LIMIT, MemoryRateLimitStore } from "./rate-limit";
import { redisIdempotencyStore, redisRateLimitStore } from "./redis-form-stores";

const GLOBAL_KEY = Symbol.for("ferrion.public-form-deps");

function create(): FormSubmissionDeps {
  const { botProtection, forms, httpTimeoutMs } = config;
  const redis = redisConnection();
  const rateLimits = new MemoryRateLimitStore();
  const answers = new MemoryIdempotencyStore();
  return {
    forms: PUBLIC_FORMS,
    clientKey,
    rateLimit: {
      store: redis ? redisRateLimitStore(redis, "forms", rateLimits) : rateLimits,
      rule: FORM_RATE_LIMIT,
    },
    idempotency: new IdempotentRunner(redis ? redisIdempotencyStore(redis, answers) : answers),
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
 * live in Redis with REDIS_URL (shared by every instance), else in memory.
 */
export function formSubmissionDeps(): FormSubmissionDeps {
  const store = globalThis as typeof globalThis & { [GLOBAL_KEY]?: FormSubmissionDeps };
  store[GLOBAL_KEY] ??= create();
  return store[GLOBAL_KEY];
}
