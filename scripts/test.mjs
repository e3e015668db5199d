#!/usr/bin/env node
// `npm test`: every check of the README's second command in one run. The checks that do not need
// the build (unit tests, lint) run beside the type check and the build, at most TEST_JOBS steps
// at a time (default 2, one per core here); the browser suite runs last, alone, on the fresh build.
// A step's output is shown when it fails (the browser suite's as it runs); the end lists every
// step's time. The exit code is 1 when any step failed.
//
//   npm test                     everything
//   TEST_JOBS=1 npm test         one step at a time
//   npm test -- lint unit        only these steps (and what they need)
import { spawn } from "node:child_process";
import { loadavg } from "node:os";

/**
 * @typedef {object} Step
 * @property {string} name
 * @property {string} command the npm script
 * @property {string[]} after steps that must have ended first
 * @property {string[]} [needs] of those, the ones that must have passed (else it is skipped)
 * @property {Record<string, string>} [env]
 * @property {boolean} [streams] its output shown as it comes (it runs alone)
 */

/**
 * @type {Step[]} In order of priority. Vitest runs one file at a time on 2 cores (its default:
 * one worker fewer than cores), so the unit tests, the longest step, start first and keep one
 * core; the type check, the build and lint take turns on the other. Lint is two steps, so that
 * its second half runs on whichever core is free first: as one step after the build it made the
 * type check, build and lint the longest lane (137 s against the unit tests' 117 s here).
 */
const STEPS = [
  { name: "unit", command: "test:unit", after: [] },
  // `next typegen` writes .next/types, which `next build` deletes and writes again as it starts:
  // the type check runs before the build, not beside it.
  { name: "typecheck", command: "typecheck", after: [] },
  // The type check ran above: the build need not check the types a second time.
  {
    name: "build",
    command: "build",
    after: ["typecheck"],
    env: { NEXT_SKIP_TYPECHECK: "1" },
  },
  // ESLint and the dead-exports check; then Prettier and the generated-types check.
  { name: "lint:code", command: "lint:code", after: [] },
  { name: "lint:files", command: "lint:files", after: [] },
  // Last and alone, so the browser journeys have the machine to themselves.
  {
    name: "e2e",
    command: "test:e2e",
    after: ["unit", "typecheck", "build", "lint:code", "lint:files"],
    needs: ["build"],
    streams: true,
  },
];

const jobs = Math.max(1, Number(process.env.TEST_JOBS ?? 2) || 2);
/** `lint` names both lint steps, as `npm run lint` runs both. */
const wanted = process.argv
  .slice(2)
  .flatMap((name) => (name === "lint" ? ["lint:code", "lint:files"] : [name]));
const unknown = wanted.filter((name) => !STEPS.some((step) => step.name === name));
if (unknown.length > 0) {
  console.error(
    `Unknown step(s): ${unknown.join(", ")}. Steps: ${STEPS.map((s) => s.name).join(", ")}`,
  );
  process.exit(2);
}
const steps = wanted.length === 0 ? STEPS : STEPS.filter((step) => wanted.includes(step.name));
const chosen = new Set(steps.map((step) => step.name));

/** @type {Map<string, { status: "passed" | "failed" | "skipped", seconds: number, note?: string }>} */
const results = new Map();
/** @type {Set<string>} */
const running = new Set();
const startedAt = Date.now();
const seconds = (since) => (Date.now() - since) / 1000;

/** @param {Step} step @returns {Promise<void>} */
function run(step) {
  const began = Date.now();
  running.add(step.name);
  console.log(`▶ ${step.name} (npm run ${step.command})`);
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", step.command], {
      env: { ...process.env, ...step.env },
      stdio: ["ignore", step.streams ? "inherit" : "pipe", step.streams ? "inherit" : "pipe"],
    });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code, signal) => {
      running.delete(step.name);
      const passed = code === 0;
      const took = seconds(began);
      results.set(step.name, { status: passed ? "passed" : "failed", seconds: took });
      console.log(
        `${passed ? "✔" : "✘"} ${step.name} ${passed ? "passed" : "failed"} in ${took.toFixed(1)} s`,
      );
      if (!passed && !step.streams) {
        console.log(`── output of ${step.name} (exit ${code ?? signal}) ──`);
        process.stdout.write(Buffer.concat(output));
        console.log(`── end of ${step.name} ──`);
      }
      resolve();
    });
  });
}

/** Whether a step may start now: its predecessors (those chosen) have ended. */
function isReady(step) {
  return step.after.every((name) => !chosen.has(name) || results.has(name));
}

/** The steps it needs that did not pass: then it is skipped. */
function blockedBy(step) {
  return (step.needs ?? []).filter(
    (name) => chosen.has(name) && results.get(name)?.status !== "passed",
  );
}

const pending = [...steps];
await new Promise((finish) => {
  const schedule = () => {
    for (const step of [...pending]) {
      if (running.size >= jobs) break;
      if (!isReady(step)) continue;
      pending.splice(pending.indexOf(step), 1);
      const blockers = blockedBy(step);
      if (blockers.length > 0) {
        results.set(step.name, {
          status: "skipped",
          seconds: 0,
          note: `${blockers.join(", ")} failed`,
        });
        console.log(`– ${step.name} skipped: ${blockers.join(", ")} failed`);
        continue;
      }
      // The browser suite runs alone.
      if (step.streams && running.size > 0) {
        pending.unshift(step);
        break;
      }
      void run(step).then(schedule);
    }
    if (pending.length === 0 && running.size === 0) finish(undefined);
  };
  schedule();
});

const total = seconds(startedAt);
console.log("\n── npm test: step times ──");
for (const step of steps) {
  const result = results.get(step.name);
  if (!result) continue;
  const time = result.status === "skipped" ? "—" : `${result.seconds.toFixed(1)} s`;
  console.log(
    `  ${step.name.padEnd(10)} ${result.status.padEnd(8)} ${time.padStart(9)}${result.note ? `  (${result.note})` : ""}`,
  );
}
const [one, five] = loadavg();
console.log(
  `  ${"total".padEnd(10)} ${"".padEnd(8)} ${`${total.toFixed(1)} s`.padStart(9)}  (${jobs} step(s) at a time; load average ${one?.toFixed(2)}, 5 min ${five?.toFixed(2)})`,
);
const failed = [...results]
  .filter(([, result]) => result.status !== "passed")
  .map(([name]) => name);
if (failed.length > 0) console.log(`Not passed: ${failed.join(", ")}`);
process.exitCode = failed.length > 0 ? 1 : 0;
