import { readFileSync } from "node:fs";
import { join } from "node:path";

import { sharedLayer } from "../lib/cache/shared-layer.mjs";

/**
 * The page cache's options for the Redis layer (docs/caching.md "Several instances"): none without
 * REDIS_URL. Pages are shared per build: a page names its build's scripts, which another build
 * does not serve.
 * @param {Record<string, string | undefined>} [env]
 */
export function sharedPageLayerOptions(env = process.env) {
  if (!env.REDIS_URL) return {};
  const buildId = readFileSync(join(env.NEXT_DIST_DIR || ".next", "BUILD_ID"), "utf8").trim();
  return {
    /** @param {() => void} onRemoteClear */
    sharedLayer: (onRemoteClear) => sharedLayer("page", { onRemoteClear }),
    sharedKeyPrefix: `${buildId}:`,
  };
}
