import { createLogger } from "@/lib/log/logger";

/**
 * Spec 000 §8: a path no route accepts (a locale the site does not speak, a segment that cannot
 * be a slug, a catalogue or portal id its check refused) is "invalid"; a well-formed path nothing
 * shows (no page, no redirect) is "unmatched".
 */
export type NotFoundReason = "invalid" | "unmatched";

// Paths are attacker-chosen: long ones are cut so a flood cannot fill the log with one line.
const LOGGED_PATH_MAX_LENGTH = 200;

interface NotFoundLogLine {
  level: "info" | "warn";
  message: string;
}

/** The spec's wording: "Page Not Found: {path}" when invalid, "Page not found: {path}" when unmatched. */
export function notFoundLogLine(reason: NotFoundReason, path: string): NotFoundLogLine {
  const shown =
    path.length > LOGGED_PATH_MAX_LENGTH ? `${path.slice(0, LOGGED_PATH_MAX_LENGTH)}…` : path;
  return reason === "invalid"
    ? { level: "warn", message: `Page Not Found: ${shown}` }
    : { level: "info", message: `Page not found: ${shown}` };
}

const log = createLogger("routing");

/** Logs a 404 once, where it is decided (proxy.ts); not an error: the visitor asked for it. */
export function logNotFound(reason: NotFoundReason, path: string): void {
  const line = notFoundLogLine(reason, path);
  log[line.level](line.message);
}
