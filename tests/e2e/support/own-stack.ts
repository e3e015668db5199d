import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";

import Database from "better-sqlite3";

/**
 * A site and local services of a test's own, on ports of its own, for journeys that stop and
 * start a backend without disturbing the other tests.
 */
export interface Process {
  child: ChildProcess;
  output: () => string;
}

function start(command: string, args: string[], env: Record<string, string>): Process {
  let output = "";
  // A process group of its own, so stopping it also stops next's worker processes.
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  return { child, output: () => output };
}

export async function waitUntilAnswering(
  url: string,
  timeoutMs = 60_000,
  process_?: Process,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (process_ && process_.child.exitCode !== null) {
      throw new Error(
        `The process meant to answer ${url} exited with ${process_.child.exitCode}:\n${process_.output().slice(-2000)}`,
      );
    }
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export async function startServices(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<Process> {
  const services = start(process.execPath, ["local-services/server.mjs"], {
    ...env,
    LOCAL_SERVICES_PORT: String(port),
    LOCAL_SERVICES_DATA_DIR: dataDir,
  });
  await waitUntilAnswering(`http://127.0.0.1:${port}/health`, undefined, services);
  return services;
}

export async function startSite(
  port: number,
  servicesPort: number,
  env: Record<string, string> = {},
): Promise<Process> {
  const site = start(process.execPath, ["server/start.mjs", "--port", String(port)], {
    // The journey's requests all come from 127.0.0.1: no render budget unless it asks for one.
    RENDER_BUDGET_PER_MINUTE: "0",
    ...env,
    LOCAL_SERVICES_URL: `http://127.0.0.1:${servicesPort}`,
  });
  await waitUntilAnswering(`http://127.0.0.1:${port}/api/health/live`, undefined, site);
  return site;
}

export function stop(
  process_: Process | undefined,
  signal: NodeJS.Signals = "SIGKILL",
): Promise<void> {
  if (!process_?.child.pid || process_.child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    process_.child.once("exit", () => resolve());
    process.kill(-process_.child.pid!, signal);
  });
}

/** A running process's resident memory in bytes, as the kernel counts it (Linux). */
export function residentMemory(process_: Process | undefined): number {
  const status = readFileSync(`/proc/${process_?.child.pid}/status`, "utf8");
  const kilobytes = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  if (!kilobytes) throw new Error(`No resident memory for process ${process_?.child.pid}`);
  return Number(kilobytes) * 1024;
}

/**
 * Changes the published English title of the company page in a stopped stand-in's store, so a
 * journey can tell a fresh render from a cached one.
 */
export function changeCompanyTitle(dataDir: string, title: string): void {
  const db = new Database(join(dataDir, "local-services.sqlite"));
  try {
    const changed = db
      .prepare(
        "UPDATE documents SET data = json_set(data, '$.title.en', ?) WHERE model = 'ContentPage' AND id = 'page-company' AND stage = 'PUBLISHED'",
      )
      .run(title);
    if (changed.changes !== 1) throw new Error(`The company page was not found in ${dataDir}`);
  } finally {
    db.close();
  }
}
