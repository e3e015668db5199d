import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { expect, test } from "@playwright/test";

import { SERVICES_URL } from "../../playwright.config";
import { dockerfileStages, execCommand } from "./support/dockerfile";
import { type Process, stop, waitUntilAnswering } from "./support/own-stack";
import { TIMEOUTS } from "./support/timeouts";

// The container image without a container engine: the build laid out by the Dockerfile's own
// script in a directory outside the checkout, started with the image's command and environment,
// so a file the image lacks (a module of server/start.mjs, a package, the static assets) fails here.
const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3100) + 361;
const site = `http://127.0.0.1:${SITE_PORT}`;
const tempDir = mkdtempSync(join(tmpdir(), "ferrion-image-"));
const imageDir = join(tempDir, "app");
const runtime = dockerfileStages().get("runtime");
const HEALTH_PATH = "/api/health/live";

/** Runs the runtime stage's HEALTHCHECK as Docker would inside the container. */
function runHealthcheck(): number | null {
  const [command = "", ...args] = execCommand(runtime, "HEALTHCHECK");
  const executable = command === "node" ? process.execPath : command;
  // The image's environment: the check reads PORT as the container does.
  const env = { NODE_ENV: "production", PORT: String(SITE_PORT) } as const;
  return spawnSync(executable, args, { env, timeout: 10_000 }).status;
}

test.describe.configure({ mode: "serial" });

let server: Process | undefined;

test.beforeAll(async () => {
  // Assembling copies the build (seconds), then the image's site starts as a stack's would.
  test.setTimeout(TIMEOUTS.stackStartMs + TIMEOUTS.processStartMs);
  // What the Dockerfile's build stage runs after `next build`.
  const assembled = spawnSync(process.execPath, ["scripts/assemble-image.mjs", imageDir], {
    encoding: "utf8",
  });
  expect(assembled.status, assembled.stderr).toBe(0);
  const [command, ...args] = execCommand(runtime, "CMD");
  expect(command).toBe("node");
  let output = "";
  // Only what the Dockerfile sets and compose passes: nothing of the checkout's environment.
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: imageDir,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(SITE_PORT),
      LOCAL_SERVICES_URL: SERVICES_URL,
      SITE_URL: site,
      // Only when the suite runs on another build folder; the image's is .next.
      ...(process.env.NEXT_DIST_DIR ? { NEXT_DIST_DIR: process.env.NEXT_DIST_DIR } : {}),
    },
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  server = { child, output: () => output };
  await waitUntilAnswering(`${site}${HEALTH_PATH}`, TIMEOUTS.stackStartMs, server);
});

test.afterAll(async () => {
  await stop(server);
  rmSync(tempDir, { recursive: true, force: true });
});

test("the image's HEALTHCHECK passes against the started image", async ({ request }) => {
  const live = await request.get(`${site}${HEALTH_PATH}`);
  expect(live.status()).toBe(200);
  expect(await live.json()).toEqual({ status: "ok" });
  expect(runHealthcheck()).toBe(0);
});

test("the image renders a page with its styles and scripts, hydrated", async ({ page }) => {
  const assets: string[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/_next/static/")) {
      assets.push(`${response.status()} ${new URL(response.url()).pathname}`);
    }
  });
  const response = await page.goto(`${site}/en/company`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The client runtime pushes to the data layer once hydrated: the scripts came from the image.
  await expect
    .poll(() => page.evaluate(() => ((window as { dataLayer?: unknown[] }).dataLayer ?? []).length))
    .toBeGreaterThan(0);
  expect(assets.length).toBeGreaterThan(0);
  expect(assets.filter((line) => !line.startsWith("200 "))).toEqual([]);
});

test("the image names the build it was assembled from", async ({ request }) => {
  const response = await request.get(`${site}/api/build-id`);
  const { buildId } = (await response.json()) as { buildId: string };
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  expect(buildId).toBe(readFileSync(join(imageDir, distDir, "BUILD_ID"), "utf8").trim());
});

test("the HEALTHCHECK fails once the site is gone", async () => {
  await stop(server, "SIGTERM");
  expect(server?.child.exitCode).toBe(0);
  expect(runHealthcheck()).toBe(1);
});
