import { createLogger } from "@/lib/log/logger";

import { ConfigError, parseConfig } from "./parse-config";

const log = createLogger("config");

/**
 * At start-up: a wrong configuration value stops the server with one line naming it; the local
 * demo says in one line that it runs with the demo secrets.
 */
export function stopOnInvalidConfig(): void {
  try {
    const config = parseConfig(process.env);
    if (config.usesLocalServices) log.warn(demoNotice(process.env));
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    log.error(error.message);
    process.exit(1);
  }
}

export function demoNotice(environment: Record<string, string | undefined>): string {
  const secrets = ["EDITOR_PASSWORD", "EDITOR_SECRET", "PREVIEW_PASSWORD"].filter(
    (variable) => !environment[variable],
  );
  const demo = secrets.length === 0 ? "" : `, the demo ${secrets.join(", ")} in use`;
  return `Local demo: every backend URL points at the local stand-ins${demo}, cookies not Secure; never serve this publicly`;
}
