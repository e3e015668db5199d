import { randomUUID } from "node:crypto";
import { availableParallelism } from "node:os";

import { defineConfig, devices } from "@playwright/test";

import { chromiumLaunchOptions, journeyExecutablePath } from "./scripts/support/test-chromium.mjs";
import { TIMEOUTS } from "./tests/e2e/support/timeouts";

/**
 * Tests run beside a developer's `npm start` (3000/4000) on ports of their own, with fresh data.
 * E2E_SITE_PORT and E2E_SERVICES_PORT let two runs share a machine.
 */
const sitePort = process.env.E2E_SITE_PORT ?? "3100";
const servicesPort = process.env.E2E_SERVICES_PORT ?? "4100";
const dataDir = `.data/e2e-${servicesPort}`;
export const SITE_URL = `http://127.0.0.1:${sitePort}`;
export const SERVICES_URL = `http://127.0.0.1:${servicesPort}`;

// One id for this run, read by the workers too (they inherit the runner's environment): the demo
// accounts' sessions are prepared once per run (tests/e2e/support/signed-in.ts).
process.env.E2E_RUN_ID ??= randomUUID();

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  globalTeardown: "./tests/e2e/support/global-teardown.ts",
  fullyParallel: true,
  // Measured on a 2-core machine (docs/testing.md): with 2 workers the whole suite kept the machine
  // 90 % busy; the rest was journeys waiting on a clock (a token's renewal, a slow backend, an
  // upload's retry) or on a stack of their own starting. A third worker fills those waits: 452
  // journeys in 324 and 339 s against 343 to 355 s with 2, 97 % busy, green, and green beside two
  // CPU hogs. So one more than the cores, at most 3 until measured on a bigger machine;
  // E2E_WORKERS sets another count (a bigger machine, a measurement).
  workers: Number(process.env.E2E_WORKERS) || Math.min(3, availableParallelism() + 1),
  // A retry would hide a flaky journey instead of fixing it (npm run test:e2e:repeat finds them).
  retries: 0,
  timeout: TIMEOUTS.testMs,
  expect: { timeout: TIMEOUTS.expectMs },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: SITE_URL,
    // A failed journey keeps its trace (DOM snapshots, network, console); the screencast is left
    // out: recording it costs every journey's browser about 5 % more CPU, passing or not. In CI,
    // where nobody opens a trace, none is recorded: recording took 13 % of the browser part's time
    // (a 56-journey sample, 206 s against 180 s); the error's page snapshot is printed either way.
    trace: process.env.CI ? "off" : { mode: "retain-on-failure", screenshots: false },
    actionTimeout: TIMEOUTS.actionMs,
    navigationTimeout: TIMEOUTS.navigationMs,
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          ...chromiumLaunchOptions,
          executablePath: journeyExecutablePath,
          // V8 compiles a function when it is first called, not every function a script hints
          // at: a journey's page calls few of them. 12 spec files (66 journeys, 2 workers) took
          // 140 and 141 s instead of 153 and 150 s. The journeys only: the benches and Lighthouse
          // measure the browser as visitors have it.
          args: [...chromiumLaunchOptions.args, "--js-flags=--max-lazy"],
        },
      },
    },
  ],
  webServer: [
    {
      command: `rm -rf ${dataDir} && node local-services/server.mjs`,
      url: `${SERVICES_URL}/health`,
      env: {
        LOCAL_SERVICES_PORT: servicesPort,
        LOCAL_SERVICES_DATA_DIR: dataDir,
        // Journeys that change an account make one of their own (tests/e2e/support/test-fixtures.ts).
        LOCAL_SERVICES_TEST_FIXTURES: "on",
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node server/start.mjs --port ${sitePort}`,
      url: `${SITE_URL}/api/health/live`,
      // Parallel journeys all come from 127.0.0.1, one client to the render budget: it is off here
      // and tested on a stack of its own (tests/e2e/rsc-cache-and-render-budget.spec.ts).
      env: { LOCAL_SERVICES_URL: SERVICES_URL, SITE_URL, RENDER_BUDGET_PER_MINUTE: "0" },
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
