// Whatever still writes to the console (Next.js, React, a library) becomes a JSON line of the
// process's logger too, so every line on stdout parses and carries the request's trace id.
import { format } from "node:util";

/** @type {Array<[keyof Console, "debug" | "info" | "warn" | "error"]>} */
const LEVEL_OF_METHOD = [
  ["debug", "debug"],
  ["log", "info"],
  ["info", "info"],
  ["warn", "warn"],
  ["error", "error"],
];

/**
 * @param {import("pino").Logger} log
 * @param {Console} [target]
 */
export function routeConsoleToLog(log, target = console) {
  const consoleLog = log.child({ scope: "console" });
  for (const [method, level] of LEVEL_OF_METHOD) {
    /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (target))[method] = (
      /** @type {unknown[]} */ ...args
    ) => consoleLog[level](format(...args));
  }
}
