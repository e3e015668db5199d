import { ConfigError, parseConfig } from "./parse-config";

/** At start-up: a wrong configuration value stops the server with one line naming it. */
export function stopOnInvalidConfig(): void {
  try {
    parseConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
