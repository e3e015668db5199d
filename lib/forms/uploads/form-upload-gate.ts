import { errorResponse } from "@/lib/api/error-response";
import { refuseCrossSite } from "@/lib/api/refuse-cross-site";
import { errorName } from "@/lib/log/error-message";

import { checkRateLimit, type RateLimitRule, type RateLimitStore } from "../rate-limit";
import { UPLOAD_TICKET } from "./attachment-fields";

/** The header the browser sends its upload ticket in (and the site passes on to the intake). */
export const UPLOAD_TICKET_HEADER = "x-upload-ticket";

/** A visitor fills a form or two an hour; each ticket holds the files of one form. */
export const UPLOAD_TICKET_RATE_LIMIT: RateLimitRule = { limit: 10, windowMs: 60 * 60_000 };
/** Files a client may start uploading per hour (each at most 100 MB). */
export const FORM_UPLOAD_RATE_LIMIT: RateLimitRule = { limit: 20, windowMs: 60 * 60_000 };

export interface FormUploadDeps {
  clientKey: (request: Request) => string;
  rateLimit: RateLimitStore;
  /** FORMS_INTAKE_URL: the intake's `/upload-tickets` and `/uploads` lie below it. */
  intakeUrl: string;
  timeoutMs: number;
  log: { warn(message: string): void; error(message: string): void };
  fetch?: typeof fetch;
}

type FormUploadCaller = { ok: true; ticket: string } | { ok: false; response: Response };

async function limited(
  request: Request,
  deps: FormUploadDeps,
  name: string,
  rule: RateLimitRule,
): Promise<Response | null> {
  const client = deps.clientKey(request);
  const verdict = await checkRateLimit(deps.rateLimit, `${name}:${client}`, rule);
  if (verdict.allowed) return null;
  deps.log.warn(`form uploads: ${name} from ${client} past the rate limit`);
  return errorResponse(
    429,
    {
      error: "Too many requests",
      message: `Too many uploads; try again in ${verdict.retryAfterSeconds} s`,
    },
    { "Retry-After": String(verdict.retryAfterSeconds) },
  );
}

/**
 * `POST /api/form-upload-tickets`: a ticket for one form's files, from the intake. Only the
 * site's own pages get one, a few per client and hour.
 */
export async function issueUploadTicket(request: Request, deps: FormUploadDeps) {
  await request.body?.cancel().catch(() => undefined);
  const refused =
    refuseCrossSite(request) ?? (await limited(request, deps, "ticket", UPLOAD_TICKET_RATE_LIMIT));
  if (refused) return refused;
  try {
    const answer = await (deps.fetch ?? fetch)(`${deps.intakeUrl}/upload-tickets`, {
      method: "POST",
      signal: AbortSignal.timeout(deps.timeoutMs),
      cache: "no-store",
    });
    const body = (await answer.json().catch(() => null)) as {
      ticket?: unknown;
      expiresAt?: unknown;
    } | null;
    if (
      answer.status === 201 &&
      typeof body?.ticket === "string" &&
      UPLOAD_TICKET.test(body.ticket)
    ) {
      return Response.json(
        { ticket: body.ticket, expiresAt: body.expiresAt },
        { status: 201, headers: { "Cache-Control": "no-store" } },
      );
    }
    deps.log.error(`form uploads: the intake answered ${answer.status} for a ticket`);
  } catch (error) {
    deps.log.error(`form uploads: the intake cannot be reached: ${errorName(error)}`);
  }
  return errorResponse(
    503,
    { error: "Service unavailable", message: "Uploads are not possible now; try again later" },
    { "Retry-After": "30" },
  );
}

/**
 * Every tus request of `/api/form-uploads`: the site's own page sent it with an upload ticket;
 * a new upload also counts against the client's hourly limit. The intake checks the ticket is
 * valid and owns the upload. A refused request's body is never read.
 */
export async function admitFormUpload(
  request: Request,
  deps: FormUploadDeps,
  { creating }: { creating: boolean },
): Promise<FormUploadCaller> {
  const refused = refuseCrossSite(request) ?? (await ticketRefusal(request, deps, creating));
  if (!refused) return { ok: true, ticket: request.headers.get(UPLOAD_TICKET_HEADER)! };
  await request.body?.cancel().catch(() => undefined);
  return { ok: false, response: refused };
}

async function ticketRefusal(request: Request, deps: FormUploadDeps, creating: boolean) {
  const ticket = request.headers.get(UPLOAD_TICKET_HEADER);
  if (ticket === null || !UPLOAD_TICKET.test(ticket)) {
    return errorResponse(401, {
      error: "Unauthorized",
      message: `${UPLOAD_TICKET_HEADER} must be the ticket of /api/form-upload-tickets`,
    });
  }
  return creating ? limited(request, deps, "upload", FORM_UPLOAD_RATE_LIMIT) : null;
}
