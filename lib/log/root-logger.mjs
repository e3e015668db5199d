// The process's one pino logger, shared through globalThis: server/start.mjs, proxy.ts and the
// app's bundles each load this file separately but must write through one destination.
import pino from "pino";

import { logOptions } from "./log-options.mjs";

export const ROOT_LOGGER_KEY = Symbol.for("ferrion.root-logger");

/** @returns {import("pino").Logger} */
export function rootLogger() {
  const store = /** @type {Record<symbol, import("pino").Logger | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  );
  store[ROOT_LOGGER_KEY] ??= pino(logOptions(process.env));
  return store[ROOT_LOGGER_KEY];
}
