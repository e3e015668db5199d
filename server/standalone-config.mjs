import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The config files `next` looks for; the container image ships none of them. */
const CONFIG_FILES = ["next.config.ts", "next.config.mjs", "next.config.js", "next.config.cjs"];

/**
 * In the container image (Next's standalone output) there is no next.config.ts to load: the
 * build's resolved config (required-server-files.json) is handed to `next` the way standalone's
 * own server.js does, so the site behaves as the build was configured (distDir, redirects,
 * deploymentId…). In a checkout with a config file this does nothing.
 * @param {string} dir the directory `next` serves from
 * @param {Record<string, string | undefined>} env
 * @returns {boolean} whether the build's config was handed over
 */
export function useBuildConfigWithoutConfigFile(dir, env = process.env) {
  if (env.__NEXT_PRIVATE_STANDALONE_CONFIG) return true;
  if (CONFIG_FILES.some((file) => existsSync(join(dir, file)))) return false;
  const manifest = join(dir, env.NEXT_DIST_DIR || ".next", "required-server-files.json");
  if (!existsSync(manifest)) return false;
  const { config } = JSON.parse(readFileSync(manifest, "utf8"));
  env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
  return true;
}
