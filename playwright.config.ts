import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";

import { defineConfig, devices } from "@playwright/test";

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

// Debian's Chromium where it exists (these machines cannot download Playwright's own browsers).
const systemChromium = "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  // One browser per core; the site and the stand-ins get their share between page loads.
  workers: Math.max(1, availableParallelism()),
  // A retry would hide a flaky journey instead of fixing it (npm run test:e2e:repeat finds them).
  retries: 0,
  timeout: TIMEOUTS.testMs,
  expect: { timeout: TIMEOUTS.expectMs },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: SITE_URL,
    trace: "retain-on-failure",
    actionTimeout: TIMEOUTS.actionMs,
    navigationTimeout: TIMEOUTS.navigationMs,
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: existsSync(systemChromium) ? systemChromium : undefined,
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
          ],
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
