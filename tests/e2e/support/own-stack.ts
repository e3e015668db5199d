import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { test } from "@playwright/test";
import Database from "better-sqlite3";

import { TIMEOUTS } from "./timeouts";

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
  const child = process_?.child;
  // A process killed by a signal keeps exitCode null and gets a signalCode.
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    process.kill(-child.pid!, signal);
  });
}

/** One line of the site's request log (server/request-telemetry.mjs). */
export interface RequestLine {
  path: string;
  status: number;
  pageCache?: "hit" | "stale" | "miss" | "joined" | "bypass";
}

/** The request log lines a site wrote after the first `from` characters of its output. */
export function requestLines(site: Process, from = 0): RequestLine[] {
  return site
    .output()
    .slice(from)
    .split("\n")
    .filter((line) => line.startsWith("{") && line.includes('"msg":"request"'))
    .map((line) => JSON.parse(line) as RequestLine);
}

/** A running process's resident memory in bytes, as the kernel counts it (Linux). */
export function residentMemory(process_: Process | undefined): number {
  const status = readFileSync(`/proc/${process_?.child.pid}/status`, "utf8");
  const kilobytes = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  if (!kilobytes) throw new Error(`No resident memory for process ${process_?.child.pid}`);
  return Number(kilobytes) * 1024;
}

// ── useOwnStack: one site and stand-ins of a spec file's own ──────────────────────────────────

const SHARED_SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3100);
const SHARED_SERVICES_PORT = Number(process.env.E2E_SERVICES_PORT ?? 4100);

export interface OwnStackOptions {
  /**
   * Added to E2E_SITE_PORT and E2E_SERVICES_PORT for this stack's ports; each spec file has its
   * own (README, "Quick start"), so files run side by side.
   */
  portOffset: number;
  /**
   * "shared": the run's stand-ins (playwright.config.ts), for a journey that needs only a site of
   * its own (other settings, its memory or log to itself). "none": nothing answers on the
   * stand-ins' port, the backends are down from the start. Otherwise stand-ins of its own, on a
   * store of their own, with this environment: for a journey that stops them or reads their
   * call log.
   */
  services?: "shared" | "none" | { env?: Record<string, string> };
  /** The site's environment; `false` when the journey starts its sites itself (`startSite`). */
  site?: { env?: Record<string, string> } | false;
}

export interface OwnStack {
  readonly sitePort: number;
  readonly siteUrl: string;
  readonly servicesPort: number;
  readonly servicesUrl: string;
  /** The own stand-ins' store (empty with shared stand-ins). */
  readonly dataDir: string;
  /** The site started with the stack, or last by `startSite`. */
  site(): Process;
  /** Starts a site against the stack's stand-ins (on the stack's site port unless told). */
  startSite(env?: Record<string, string>, port?: number): Promise<Process>;
  /** Stops the own stand-ins (SIGKILL, as an outage), keeping their store. */
  stopServices(): Promise<void>;
  /** Starts the own stand-ins again on the same store. */
  startServices(): Promise<void>;
}

/**
 * A site and stand-ins of the spec file's (or describe block's) own, started once before its
 * first test and stopped after its last. Its tests run in order in one worker (serial mode), as
 * they share the stack and its ports.
 */
export function useOwnStack(options: OwnStackOptions): OwnStack {
  const { portOffset, services = {}, site = {} } = options;
  const hasOwnServices = typeof services === "object";
  const sitePort = SHARED_SITE_PORT + portOffset;
  const servicesPort =
    services === "shared" ? SHARED_SERVICES_PORT : SHARED_SERVICES_PORT + portOffset;
  const servicesEnv = hasOwnServices ? (services.env ?? {}) : {};
  let dataDir = "";
  let servicesProcess: Process | undefined;
  let lastSite: Process | undefined;
  const sites: Process[] = [];

  const stack: OwnStack = {
    sitePort,
    siteUrl: `http://127.0.0.1:${sitePort}`,
    servicesPort,
    servicesUrl: `http://127.0.0.1:${servicesPort}`,
    get dataDir() {
      return dataDir;
    },
    site() {
      if (!lastSite) throw new Error("No site of this stack was started");
      return lastSite;
    },
    async startSite(env = {}, port = sitePort) {
      lastSite = await startSite(port, servicesPort, env);
      sites.push(lastSite);
      return lastSite;
    },
    async stopServices() {
      if (!hasOwnServices) throw new Error("This stack has no stand-ins of its own to stop");
      await stop(servicesProcess);
    },
    async startServices() {
      if (!hasOwnServices) throw new Error("This stack has no stand-ins of its own to start");
      servicesProcess = await startServices(servicesPort, dataDir, servicesEnv);
    },
  };

  test.describe.configure({ mode: "serial" });
  test.beforeAll(async () => {
    test.setTimeout(TIMEOUTS.stackStartMs);
    if (hasOwnServices) dataDir = mkdtempSync(join(tmpdir(), `ferrion-e2e-${portOffset}-`));
    // Side by side: the site reads no backend until its first page, and each takes seconds to
    // start on a busy machine.
    await Promise.all([
      hasOwnServices ? stack.startServices() : undefined,
      site ? stack.startSite(site.env) : undefined,
    ]);
  });
  // What the stack's processes last wrote is kept nowhere else: a failed journey shows it.
  test.afterEach(() => {
    const info = test.info();
    if (info.status === info.expectedStatus) return;
    const named: [string, Process | undefined][] = [
      ["stand-ins", servicesProcess],
      ...sites.map((site, index): [string, Process] => [`site ${index + 1}`, site]),
    ];
    for (const [name, process_] of named) {
      if (!process_) continue;
      console.log(
        `── the last output of this stack's ${name} ──\n${process_.output().slice(-4000)}`,
      );
    }
  });
  test.afterAll(async () => {
    await Promise.all(sites.map((process_) => stop(process_)));
    await stop(servicesProcess);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return stack;
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
