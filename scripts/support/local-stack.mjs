// Starts the local services and the production site on ports of their own for a measuring
// script, and stops both when the script ends.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const children = [];
process.on("exit", () => {
  for (const child of children) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {}
  }
});
process.on("SIGINT", () => process.exit(130));

function start(args, env) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
  return child;
}

async function waitFor(url) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

/**
 * @param {{ sitePort: number, servicesPort: number, distDir: string, servicesEnv?: Record<string, string>, siteEnv?: Record<string, string> }} options
 * @returns {Promise<{ site: string, services: string, dataDir: string, sitePid: number }>}
 */
export async function startLocalStack({
  sitePort,
  servicesPort,
  distDir,
  servicesEnv = {},
  siteEnv = {},
}) {
  if (!existsSync(join(distDir, "BUILD_ID"))) {
    console.error(`No production build in ${distDir}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const site = `http://127.0.0.1:${sitePort}`;
  const services = `http://127.0.0.1:${servicesPort}`;
  const dataDir = mkdtempSync(join(tmpdir(), "ferrion-measure-"));
  start(["local-services/server.mjs"], {
    LOCAL_SERVICES_PORT: String(servicesPort),
    LOCAL_SERVICES_DATA_DIR: dataDir,
    ...servicesEnv,
  });
  await waitFor(`${services}/health`);
  const siteProcess = start(["server/start.mjs", "--port", String(sitePort)], {
    LOCAL_SERVICES_URL: services,
    SITE_URL: site,
    ...siteEnv,
  });
  await waitFor(`${site}/api/health/live`);
  return { site, services, dataDir, sitePid: siteProcess.pid };
}
