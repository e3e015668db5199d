import "server-only";

import { redisConnection } from "@/lib/cache/redis-connection.mjs";
import { config } from "@/lib/config";
import { clientKey } from "@/lib/editor/client-key";
import { createLogger } from "@/lib/log/logger";
import type { PortalFiles } from "@/lib/tickets-uploads/tus-pass-through";

import { MemoryRateLimitStore } from "../rate-limit";
import { redisRateLimitStore } from "../redis-form-stores";
import { type FormUploadDeps, UPLOAD_TICKET_HEADER } from "./form-upload-gate";

/** The site's own path of the public forms' uploads. */
const FORM_UPLOADS_SITE_PATH = "/api/form-uploads";

const GLOBAL_KEY = Symbol.for("ferrion.form-upload-deps");
const log = createLogger("api/form-uploads");

/** One set per process (route handlers may be bundled apart), like the form route's. */
export function formUploadDeps(): FormUploadDeps {
  const store = globalThis as typeof globalThis & { [GLOBAL_KEY]?: FormUploadDeps };
  const redis = redisConnection();
  store[GLOBAL_KEY] ??= {
    clientKey,
    rateLimit: redis
      ? redisRateLimitStore(redis, "form-uploads", new MemoryRateLimitStore())
      : new MemoryRateLimitStore(),
    intakeUrl: config.forms.intakeUrl,
    timeoutMs: config.httpTimeoutMs,
    log,
  };
  return store[GLOBAL_KEY];
}

/** The intake's tus endpoint behind /api/form-uploads, the ticket passed on as the credential. */
export const formUploadFiles: PortalFiles = {
  filesUrl: config.forms.intakeUrl,
  timeoutMs: config.httpTimeoutMs,
  log,
  credentialHeader: UPLOAD_TICKET_HEADER,
  sitePath: FORM_UPLOADS_SITE_PATH,
};
