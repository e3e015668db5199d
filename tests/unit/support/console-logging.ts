import { afterEach, beforeEach } from "vitest";

import { ROOT_LOGGER_KEY } from "@/lib/log/root-logger.mjs";

type Store = Record<symbol, unknown>;

/**
 * The tests of this file see the logger without the process's pino logger (as the browser does),
 * whatever a test file before them in the same worker installed; it is put back afterwards.
 */
export function withoutProcessLogger(): void {
  const store = globalThis as unknown as Store;
  let installed: unknown;
  beforeEach(() => {
    installed = store[ROOT_LOGGER_KEY];
    delete store[ROOT_LOGGER_KEY];
  });
  afterEach(() => {
    if (installed === undefined) delete store[ROOT_LOGGER_KEY];
    else store[ROOT_LOGGER_KEY] = installed;
  });
}
