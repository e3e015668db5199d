import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Runs Next with the config the build was made with (its required-server-files.json), the way
 * standalone's own server.js does, instead of loading next.config.ts again at start. The image
 * ships no next.config.ts, and a value the config takes from the environment at build time
 * (DEPLOYMENT_ID) must not differ at run time, or the server and the browser's bundle would name
 * different releases. Without a build (a fresh checkout) this does nothing.
 * @param {string} dir the directory `next` serves from
 * @param {Record<string, string | undefined>} env
 * @returns {boolean} whether the build's config was handed over
 */
export function applyTheBuildsConfig(dir, env = process.env) {
  if (env.__NEXT_PRIVATE_STANDALONE_CONFIG) return true;
  const manifest = join(dir, env.NEXT_DIST_DIR || ".next", "required-server-files.json");
  if (!existsSync(manifest)) return false;
  const { config } = JSON.parse(readFileSync(manifest, "utf8"));
  env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
  return true;
}
