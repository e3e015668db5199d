#!/usr/bin/env node
// The flake detector: runs the whole browser suite several times in a row while CPU hogs keep
// the machine busy (a loaded CI machine is where timing bugs show: two hogs keep both cores of
// a 2-core machine busy), then prints every journey that failed at least once. Run
// `npm run build` first, as for `npm run test:e2e`.
//
//   npm run test:e2e:repeat                          5 runs, two hogs
//   npm run test:e2e:repeat -- --runs 3 --hogs 1     3 runs, one hog
//   npm run test:e2e:repeat -- --runs 2 -- tests/e2e/search.spec.ts   extra Playwright arguments
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { failedTests } from "./support/failed-tests.mjs";

/** @param {string[]} args */
function readOptions(args) {
  const split = args.indexOf("--");
  const own = split >= 0 ? args.slice(0, split) : args;
  const playwrightArgs = split >= 0 ? args.slice(split + 1) : [];
  /** @param {string} name @param {number} fallback */
  const count = (name, fallback) => {
    const at = own.indexOf(name);
    if (at < 0) return fallback;
    const value = Number(own[at + 1]);
    if (!Number.isInteger(value) || value < 0 || value > 100) {
      console.error(`${name} must be a whole number from 0 to 100 (got ${own[at + 1]})`);
      process.exit(2);
    }
    return value;
  };
  return { runs: Math.max(1, count("--runs", 5)), hogs: count("--hogs", 2), playwrightArgs };
}

/** A process that keeps one core busy until it is killed. */
function startHog() {
  return spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" });
}

/**
 * One run of the suite with a JSON report beside the usual list.
 * @param {string} reportFile @param {string[]} playwrightArgs
 * @returns {Promise<number>} the exit code
 */
function runSuite(reportFile, playwrightArgs) {
  return new Promise((resolve) => {
    const child = spawn("npx", ["playwright", "test", "--reporter=dot,json", ...playwrightArgs], {
      stdio: ["ignore", "inherit", "inherit"],
      env: { ...process.env, CI: "1", PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile },
    });
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

const { runs, hogs, playwrightArgs } = readOptions(process.argv.slice(2));
const folder = mkdtempSync(join(tmpdir(), "ferrion-e2e-repeat-"));
const hogProcesses = Array.from({ length: hogs }, startHog);
const stopHogs = () => hogProcesses.forEach((hog) => hog.kill("SIGKILL"));
process.on("exit", stopHogs);
process.on("SIGINT", () => process.exit(130));

/** @type {Map<string, number>} */
const failures = new Map();
/** @type {string[]} */
const summary = [];
for (let run = 1; run <= runs; run += 1) {
  console.log(`\n── run ${run} of ${runs}, ${hogs} CPU hog(s) beside it ──`);
  const reportFile = join(folder, `run-${run}.json`);
  const startedAt = Date.now();
  const exitCode = await runSuite(reportFile, playwrightArgs);
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  let report;
  try {
    report = JSON.parse(readFileSync(reportFile, "utf8"));
  } catch {
    summary.push(`run ${run}: no report (exit ${exitCode}) after ${seconds} s`);
    const title = "(the run itself: it wrote no report)";
    failures.set(title, (failures.get(title) ?? 0) + 1);
    continue;
  }
  const failed = failedTests(report);
  for (const title of failed) failures.set(title, (failures.get(title) ?? 0) + 1);
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats ?? {};
  summary.push(
    `run ${run}: ${expected} passed, ${unexpected + flaky} failed in ${seconds} s (exit ${exitCode})`,
  );
}
stopHogs();
rmSync(folder, { recursive: true, force: true });

console.log(`\n── ${runs} run(s) with ${hogs} CPU hog(s) ──`);
for (const line of summary) console.log(line);
if (failures.size === 0) {
  console.log("No test failed in any run.");
} else {
  console.log("Failed at least once (times):");
  for (const [title, times] of [...failures].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${times}× ${title}`);
  }
}
process.exitCode = failures.size === 0 ? 0 : 1;
