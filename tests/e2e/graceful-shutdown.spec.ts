import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { expect, test } from "@playwright/test";

import { useOwnStack, waitUntilAnswering } from "./support/own-stack";
import { TIMEOUTS } from "./support/timeouts";

const SUPERVISED_SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3100) + 332;
const SUPERVISED_SERVICES_PORT = Number(process.env.E2E_SERVICES_PORT ?? 4100) + 332;
// Every backend call waits this long, so a page rendered cold (three calls in turn, about 6 s, well
// inside the 10 s grace) is a request still in flight when the signal comes.
const LATENCY_MS = "2000";

test.describe.configure({ mode: "serial" });

/** An HTTP/1.1 connection of its own, to ask on it again after the server stopped listening. */
function rawConnection(port: number) {
  const socket = connect(port, "127.0.0.1");
  let received = "";
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => (received += chunk));
  const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
  return {
    ask: (path: string) =>
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept-Encoding: identity\r\n\r\n`,
      ),
    answers: () => received.split(/(?=HTTP\/1\.1 \d{3} )/),
    closed,
    destroy: () => socket.destroy(),
  };
}

function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.on("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.on("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}

/** Empties the stand-ins' call log (`/debug/calls`). */
async function forgetBackendCalls(servicesPort: number) {
  await fetch(`http://127.0.0.1:${servicesPort}/debug/calls`, { method: "DELETE" });
}

/** Waits until the stand-ins have answered a call since the log was emptied. */
async function waitForBackendCall(servicesPort: number) {
  const callLog = `http://127.0.0.1:${servicesPort}/debug/calls`;
  await expect
    .poll(async () => ((await (await fetch(callLog)).json()) as { calls: unknown[] }).calls.length)
    .toBeGreaterThan(0);
}

function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

test.describe("the site on SIGTERM", () => {
  // Stand-ins of its own, whose call log tells when a render is under way; each journey starts
  // the site it stops.
  const stack = useOwnStack({
    portOffset: 331,
    services: { env: { LOCAL_SERVICES_LATENCY_MS: LATENCY_MS } },
    site: false,
  });
  const SITE_PORT = stack.sitePort;
  const SERVICES_PORT = stack.servicesPort;

  test("finishes a request in flight, answers readiness 503, refuses new connections and exits 0", async () => {
    test.setTimeout(TIMEOUTS.testMs + TIMEOUTS.processStartMs);
    const site = await stack.startSite();
    const exited = exitOf(site.child);

    await forgetBackendCalls(SERVICES_PORT);
    const connection = rawConnection(SITE_PORT);
    connection.ask("/en/company");
    // The page is being rendered: the backend has answered a first call, more are to come.
    await waitForBackendCall(SERVICES_PORT);
    expect(connection.answers().join("")).toBe("");

    process.kill(site.child.pid!, "SIGTERM");

    await expect.poll(() => refusesConnections(SITE_PORT)).toBe(true);
    expect(connection.answers().join(""), "the slow page is still being rendered").toBe("");
    connection.ask("/api/health/ready");
    await connection.closed;

    const [page, readiness] = connection.answers();
    expect(page).toMatch(/^HTTP\/1\.1 200 /);
    expect(page).toContain("</html>");
    expect(readiness).toMatch(/^HTTP\/1\.1 503 /);
    expect(readiness).toMatch(/^connection: close\r$/im);
    expect(readiness).toContain('{"status":"shutting down"}');
    expect(await exited).toBe(0);
    // The page and the page cache's render of it.
    expect(site.output()).toMatch(/SIGTERM: shutting down, 2 request\(s\) in flight/);
    expect(site.output()).toContain("Shutdown complete");
  });

  test("cuts a request still running after SHUTDOWN_GRACE_MS and exits 1, saying so", async () => {
    test.setTimeout(TIMEOUTS.testMs + TIMEOUTS.processStartMs);
    const site = await stack.startSite({ SHUTDOWN_GRACE_MS: "500" });
    const exited = exitOf(site.child);
    await forgetBackendCalls(SERVICES_PORT);
    const connection = rawConnection(SITE_PORT);
    connection.ask("/en/company");
    await waitForBackendCall(SERVICES_PORT);

    process.kill(site.child.pid!, "SIGTERM");

    await connection.closed;
    expect(connection.answers().join(""), "the page was cut, not answered").toBe("");
    expect(await exited).toBe(1);
    expect(site.output()).toMatch(/Shutdown grace of 500 ms over: cutting \d+ request\(s\)/);
  });
});

test.describe("npm start's supervisor on SIGTERM", () => {
  let supervisor: ChildProcess | undefined;

  test.afterAll(async () => {
    if (!supervisor?.pid || supervisor.exitCode !== null) return;
    // Its children lead process groups of their own: a second signal makes it cut both.
    const exited = exitOf(supervisor);
    process.kill(supervisor.pid, "SIGINT");
    process.kill(supervisor.pid, "SIGINT");
    await exited;
  });

  test("passes the signal on, lets the site finish its request in flight and exits 0 when both children have", async () => {
    test.setTimeout(TIMEOUTS.testMs + TIMEOUTS.stackStartMs);
    let output = "";
    supervisor = spawn(process.execPath, ["scripts/run-with-services.mjs", "start"], {
      env: {
        ...process.env,
        PORT: String(SUPERVISED_SITE_PORT),
        LOCAL_SERVICES_PORT: String(SUPERVISED_SERVICES_PORT),
        LOCAL_SERVICES_URL: `http://127.0.0.1:${SUPERVISED_SERVICES_PORT}`,
        LOCAL_SERVICES_DATA_DIR: mkdtempSync(join(tmpdir(), "ferrion-supervised-")),
        LOCAL_SERVICES_LATENCY_MS: LATENCY_MS,
      },
      // A process group of its own, for the clean-up only: the signal goes to the supervisor alone,
      // as a container runtime sends it.
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    supervisor.stdout?.on("data", (chunk) => (output += chunk));
    supervisor.stderr?.on("data", (chunk) => (output += chunk));
    const exited = exitOf(supervisor);
    await waitUntilAnswering(`http://127.0.0.1:${SUPERVISED_SERVICES_PORT}/health`);
    await waitUntilAnswering(`http://127.0.0.1:${SUPERVISED_SITE_PORT}/api/health/live`);

    await forgetBackendCalls(SUPERVISED_SERVICES_PORT);
    const connection = rawConnection(SUPERVISED_SITE_PORT);
    connection.ask("/en/company");
    await waitForBackendCall(SUPERVISED_SERVICES_PORT);
    expect(connection.answers().join("")).toBe("");

    process.kill(supervisor.pid!, "SIGTERM");

    await connection.closed;
    expect(connection.answers()[0]).toMatch(/^HTTP\/1\.1 200 /);
    expect(connection.answers()[0]).toContain("</html>");
    expect(await exited).toBe(0);
    expect(output).toMatch(/site stopped \(0\)[\s\S]*local services stopped \(0\)/);
    expect(await refusesConnections(SUPERVISED_SITE_PORT)).toBe(true);
    expect(await refusesConnections(SUPERVISED_SERVICES_PORT)).toBe(true);
  });
});
