import { createHash, randomInt } from "node:crypto";

import { z } from "zod";

import { errorResponse } from "@/lib/api/error-response";
import { readJsonBody } from "@/lib/api/read-json-body";
import { refuseCrossSite } from "@/lib/api/refuse-cross-site";
import type { BotDecision } from "@/lib/bot-protection/verify-bot-token";

import type { DeliveryResult, IntakeSubmission } from "./deliver-submission";
import { fieldErrors, messageText } from "./field-errors";
import type { IdempotentRunner, StoredAnswer } from "./idempotency";
import type { PublicFormDefinition } from "./public-forms";
import { checkRateLimit, type RateLimitRule, type RateLimitStore } from "./rate-limit";

/** A form's JSON is a few kilobytes; a message of 10,000 characters fits many times over. */
export const MAX_FORM_BODY_BYTES = 64 * 1024;

/** The honeypot: a field people never see, named like one a bot gladly fills. */
const HONEYPOT_FIELD = "website";

/** What the browser sends besides the form's own fields. */
const envelopeSchema = z.object({
  idempotencyKey: z.uuid({ error: "must be a UUID made by the form" }),
  botToken: z
    .string({ error: "must be the bot protection's token, empty when it failed" })
    .max(4096),
  [HONEYPOT_FIELD]: z.string().max(2000).optional(),
  locale: z
    .string()
    .regex(/^[a-z]{2}$/, "must be a language code such as en")
    .optional(),
  fields: z.record(z.string(), z.unknown(), { error: "must be an object of the form's fields" }),
});

export interface FormSubmissionDeps {
  forms: Readonly<Record<string, PublicFormDefinition>>;
  clientKey: (request: Request) => string;
  rateLimit: { store: RateLimitStore; rule: RateLimitRule };
  idempotency: IdempotentRunner;
  checkBot: (token: string) => Promise<BotDecision>;
  deliver: (submission: IntakeSubmission) => Promise<DeliveryResult>;
  log: { info(message: string): void; warn(message: string): void; error(message: string): void };
}

function answer({ status, body }: StoredAnswer, headers?: HeadersInit): Response {
  const merged = new Headers(headers);
  merged.set("Cache-Control", "no-store");
  return Response.json(body, { status, headers: merged });
}

/**
 * `POST /api/forms/{form}`: one public form's submission, checked like the browser checks it and
 * handed to the ticketing back end once. Every client mistake is a 4xx naming it; only the back
 * end or the bot protection provider being down is a 503.
 */
export async function handleFormSubmission(
  request: Request,
  formName: string,
  deps: FormSubmissionDeps,
): Promise<Response> {
  const crossSite = refuseCrossSite(request);
  if (crossSite) return crossSite;
  const form = Object.hasOwn(deps.forms, formName) ? deps.forms[formName] : undefined;
  if (!form) {
    return errorResponse(404, { error: "Not found", message: "There is no form of that name" });
  }
  const client = deps.clientKey(request);
  const limit = await checkRateLimit(
    deps.rateLimit.store,
    `${formName}:${client}`,
    deps.rateLimit.rule,
  );
  if (!limit.allowed) {
    await request.body?.cancel().catch(() => undefined);
    return errorResponse(
      429,
      {
        error: "Too many requests",
        message: `Too many submissions; try again in ${limit.retryAfterSeconds} s`,
      },
      { "Retry-After": String(limit.retryAfterSeconds) },
    );
  }

  const read = await readJsonBody(request, { maxBytes: MAX_FORM_BODY_BYTES });
  if (!read.ok) return read.response;
  const envelope = envelopeSchema.safeParse(read.body);
  if (!envelope.success) {
    const issue = envelope.error.issues[0];
    const field = issue?.path.length ? String(issue.path[0]) : "request";
    return errorResponse(400, {
      error: "Invalid request",
      field,
      message: `${field} ${issue?.message ?? "is invalid"}`,
    });
  }
  const { idempotencyKey, botToken, fields, locale = "en" } = envelope.data;

  if (envelope.data[HONEYPOT_FIELD]) {
    // A bot: it is told what a person is told, so it learns nothing, and nothing is stored.
    deps.log.warn(`forms: ${formName} from ${client}: honeypot filled, not stored`);
    return answer({
      status: 201,
      body: {
        status: "received",
        reference: `${form.referencePrefix}-${randomInt(100_000, 1_000_000)}`,
        ...botAnswerExtras(form, envelope.data.fields, locale),
      },
    });
  }

  const checked = form.schema.safeParse(fields);
  if (!checked.success) {
    return answer({
      status: 400,
      body: {
        error: "Invalid request",
        message: messageText("PublicForms.errorSummary", locale),
        fields: fieldErrors(checked.error.issues, locale),
      },
    });
  }

  const fingerprint = createHash("sha256")
    .update(JSON.stringify([formName, locale, checked.data]))
    .digest("hex");
  const result = await deps.idempotency.run(idempotencyKey.toLowerCase(), fingerprint, async () => {
    const bot = await deps.checkBot(botToken);
    if (!bot.accept && bot.providerDown) {
      deps.log.error(`forms: ${formName}: the bot check cannot be made (${bot.reason})`);
      return unavailable;
    }
    if (!bot.accept) {
      deps.log.info(`forms: ${formName} from ${client}: bot check refused (${bot.reason})`);
      return {
        status: 403,
        body: {
          error: "Bot check failed",
          message: "The bot check did not let this submission through",
        },
      };
    }
    if (bot.flagged)
      deps.log.warn(`forms: ${formName} from ${client}: accepted and flagged (${bot.reason})`);
    const delivered = await deps.deliver({
      destination: form.destination,
      kind: form.intakeKind,
      idempotencyKey: idempotencyKey.toLowerCase(),
      locale,
      fields: checked.data,
      flag: bot.flagged ? `bot check: ${bot.reason}` : null,
    });
    switch (delivered.outcome) {
      case "stored":
        return {
          status: 201,
          body: {
            status: "received",
            reference: delivered.reference,
            ...form.answer?.(checked.data, locale),
          },
        };
      case "conflict":
        return conflict;
      case "refused":
        if (delivered.field === "attachments") {
          deps.log.info(`forms: ${formName}: attachments refused (${delivered.detail})`);
          return {
            status: 400,
            body: {
              error: "Invalid request",
              message: messageText("PublicForms.errorSummary", locale),
              fields: [
                {
                  field: "attachments",
                  message: messageText("PublicForms.attachmentsRefused", locale),
                },
              ],
            },
          };
        }
        deps.log.error(
          `forms: ${formName}: the intake refused a checked submission (${delivered.detail})`,
        );
        return {
          status: 502,
          body: { error: "Bad gateway", message: "The service desk refused the submission" },
        };
      case "unavailable":
        deps.log.error(`forms: ${formName}: the intake is unavailable (${delivered.detail})`);
        return unavailable;
    }
  });
  return answer(result.kind === "conflict" ? conflict : result.answer);
}

/** A bot gets the extras a person gets when its fields allow them, so the answer looks the same. */
function botAnswerExtras(
  form: PublicFormDefinition,
  fields: Record<string, unknown>,
  locale: string,
): Record<string, string> {
  if (!form.answer) return {};
  const checked = form.schema.safeParse(fields);
  return checked.success ? form.answer(checked.data, locale) : {};
}

const conflict: StoredAnswer = {
  status: 409,
  body: { error: "Conflict", message: "This idempotency key was used for another submission" },
};

const unavailable: StoredAnswer = {
  status: 503,
  body: {
    error: "Service unavailable",
    message: "The submission cannot be taken now; try again later",
  },
};
