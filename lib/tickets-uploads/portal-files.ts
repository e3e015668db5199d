import "server-only";

import { config } from "@/lib/config";
import { createLogger } from "@/lib/log/logger";

import type { PortalFiles } from "./tus-pass-through";

/** The configured portal back end of the upload and attachment routes. */
export const portalFiles: PortalFiles = {
  filesUrl: config.portal.filesUrl,
  timeoutMs: config.httpTimeoutMs,
  log: createLogger("api/ticket-uploads"),
};
