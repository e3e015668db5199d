import "server-only";

import { parseConfig } from "./parse-config";

export type { Config } from "./parse-config";

/** The validated configuration, read from the environment once per process. */
export const config = parseConfig(process.env);
