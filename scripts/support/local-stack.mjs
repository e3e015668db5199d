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

/**
 * A child process in a group of its own, stopped (with its children) when the script ends.
 * @param {string[]} args
 * @param {Record<string, string | undefined>} env
 * @param {{ command?: string, stdout?: "ignore" | number }} [options] stdout: a file descriptor
 */
export function startChild(args, env, { command = process.execPath, stdout = "ignore" } = {}) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    detached: true,
    stdio: ["ignore", stdout, "inherit"],
  });
  children.push(child);
  return child;
}

/** Polls `url` until it answers 2xx. @param {string} url @param {number} [timeoutMs] */
export async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
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
  startChild(["local-services/server.mjs"], {
    LOCAL_SERVICES_PORT: String(servicesPort),
    LOCAL_SERVICES_DATA_DIR: dataDir,
    ...servicesEnv,
  });
  await waitFor(`${services}/health`);
  const siteProcess = startChild(["server/start.mjs", "--port", String(sitePort)], {
    LOCAL_SERVICES_URL: services,
    SITE_URL: site,
    NEXT_DIST_DIR: distDir,
    // A bench's load comes from one address: no render budget unless the bench measures it.
    RENDER_BUDGET_PER_MINUTE: "0",
    ...siteEnv,
  });
  await waitFor(`${site}/api/health/live`);
  return { site, services, dataDir, sitePid: siteProcess.pid };
}
