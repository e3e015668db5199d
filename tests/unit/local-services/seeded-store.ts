import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { readConfig } from "../../../local-services/config.mjs";
import { startServer } from "../../../local-services/server.mjs";

export const FIXTURE_SEED_DIR = fileURLToPath(new URL("./fixtures/seed", import.meta.url));
export const FIXTURE_ASSETS_DIR = fileURLToPath(new URL("./fixtures/assets", import.meta.url));

/** The settings a seed reads: stores seeded with the same ones are the same store. */
const SEED_SETTINGS = ["LOCAL_PIM_CATALOGUE", "INVITATION_VALID_DAYS", "LOCAL_SERVICES_PUBLIC_URL"];

/** The seed settings among env, as a key: "" for the default seed. */
export function seedKey(env: Record<string, string> = {}): string {
  const settings = SEED_SETTINGS.filter((name) => env[name] !== undefined);
  return settings.length === 0 ? "" : JSON.stringify(settings.map((name) => [name, env[name]]));
}

/** The stand-ins on dataDir and a free port over the fixture seed, quiet. */
export function startServerIn(dataDir: string, env: Record<string, string> = {}) {
  return startServer({
    config: { ...readConfig({ LOCAL_SERVICES_DATA_DIR: dataDir, ...env }), port: 0 },
    contentSeedDir: FIXTURE_SEED_DIR,
    contentAssetsDir: FIXTURE_ASSETS_DIR,
    log: { log() {}, warn() {}, error() {} },
  });
}

/**
 * A new directory holding a store the stand-ins seeded (content, catalogue, translations, the
 * demo accounts with their password hashes, the portal's companies), to be copied by tests.
 */
export async function seedTemplate(env: Record<string, string> = {}): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "local-services-seeded-"));
  const running = await startServerIn(dir, env);
  await running.close();
  return dir;
}
