#!/usr/bin/env node
// `npm run profile -- /en/media-releases`: where a page's main-thread time goes while it loads
// (issue 17), for when `npm run lighthouse` shows Total Blocking Time over budget.
// Lighthouse's mobile preset watches the load without throttling and counts every task as four
// times as long, so a task over 12.5 ms here is a long task (over 50 ms) there. This script loads
// the page PROFILE_RUNS times (3) in Debian's Chromium, the same way, and prints each such task
// with the PROFILE_FUNCTIONS (14) functions that took most of its time. It measures a readable
// build (not minified, so functions keep their names) in the git-ignored `.next-profile/`, made
// on the first run or with `--build`, served on ports 3830/4830 (PROFILE_SITE_PORT,
// PROFILE_SERVICES_PORT). Each task shows its wall time, which Lighthouse counts, and its CPU time
// (the main thread's own running time): on a shared machine the wall time of the same work varies
// two- to threefold with what the neighbours do, the CPU time by a few per cent, so compare CPU
// times between builds; the run's line sums the CPU time of all the load's main-thread tasks.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

import { chromium } from "@playwright/test";

import { startLocalStack } from "./support/local-stack.mjs";

const ROOT = resolve(import.meta.dirname, "..");
const DIST_DIR = ".next-profile";
const LONG_TASK_MS = 50 / 4;
const FUNCTIONS_PER_TASK = Number(process.env.PROFILE_FUNCTIONS ?? 14);
/** Frames that are the whole task, not a cause of it. */
const NOT_A_CAUSE = new Set(["(root)", "(program)", "(idle)", "(anonymous)", ""]);
/** The browser's own steps a task may spend its time in. */
const BROWSER_WORK = new Set([
  "ParseHTML",
  "UpdateLayoutTree",
  "Layout",
  "Paint",
  "EvaluateScript",
  "FunctionCall",
  "TimerFire",
  "EventDispatch",
  "RunMicrotasks",
  "MajorGC",
  "MinorGC",
]);

const args = process.argv.slice(2);
const paths = args.filter((arg) => arg.startsWith("/"));
if (paths.length === 0) {
  console.error("Usage: npm run profile -- /en/media-releases [/en …] [--build]");
  process.exit(2);
}
const runs = Number(process.env.PROFILE_RUNS ?? 3);

// The readable build is made again when the code's commit changed since it was made: a stale one
// would profile old code. Uncommitted changes need --build.
const SOURCE_COMMIT_FILE = join(ROOT, DIST_DIR, "SOURCE_COMMIT");
const head = spawnSync("git", ["rev-parse", "HEAD"], { cwd: ROOT, encoding: "utf8" }).stdout ?? "";
const builtFrom = existsSync(SOURCE_COMMIT_FILE) ? readFileSync(SOURCE_COMMIT_FILE, "utf8") : null;
if (args.includes("--build") || builtFrom !== head) {
  buildReadable();
  writeFileSync(SOURCE_COMMIT_FILE, head);
} else {
  console.log(
    `Profiling ${DIST_DIR}/, built from commit ${head.slice(0, 7)} (--build rebuilds it).`,
  );
}

const { site } = await startLocalStack({
  sitePort: Number(process.env.PROFILE_SITE_PORT ?? 3830),
  servicesPort: Number(process.env.PROFILE_SERVICES_PORT ?? 4830),
  distDir: DIST_DIR,
});
const browser = await chromium.launch({
  executablePath: existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined,
  args: ["--no-sandbox", "--disable-gpu"],
});
const traceDir = mkdtempSync(join(tmpdir(), "profile-page-"));
try {
  for (const path of paths) {
    await fetch(site + path); // renders it once, so the runs load a warm page
    for (let run = 1; run <= runs; run += 1) {
      const { events, hydrated } = await traceLoad(site + path, join(traceDir, "trace.json"));
      const { tasks, cpuMs } = longTasks(events, site + path);
      const blocking = tasks.reduce((sum, task) => sum + Math.max(0, task.ms * 4 - 50), 0);
      console.log(
        `\n${path}, run ${run}: ${tasks.length} tasks over ${LONG_TASK_MS} ms; counted four ` +
          `times, ${Math.round(blocking)} ms over 50 ms (Lighthouse counts those after the first paint); ` +
          `main thread ${Math.round(cpuMs)} ms of CPU in all`,
      );
      console.log(
        `  hydrated: ${hydrated.elements} elements, ${hydrated.components} components, ${hydrated.hooks} hooks`,
      );
      for (const task of tasks) {
        const times4 = Math.round(task.ms * 4);
        console.log(
          `  ${task.ms.toFixed(1)} ms (CPU ${task.cpuMs.toFixed(1)}) at ${task.at} ms (×4 = ${times4}): ${task.work}`,
        );
        for (const [name, ms] of task.functions) console.log(`      ${ms.toFixed(1)}  ${name}`);
      }
    }
  }
} finally {
  await browser.close();
  rmSync(traceDir, { recursive: true, force: true });
}
process.exit(0);

/** `next build` without minification into DIST_DIR, leaving tsconfig.json as it was. */
function buildReadable() {
  console.log(`Building a readable copy of the site into ${DIST_DIR}/ …`);
  const tsconfig = readFileSync(join(ROOT, "tsconfig.json"));
  const result = spawnSync(
    process.execPath,
    [join(ROOT, "node_modules/next/dist/bin/next"), "build"],
    {
      cwd: ROOT,
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        NEXT_DIST_DIR: DIST_DIR,
        NEXT_READABLE_BUILD: "1",
        NEXT_SKIP_TYPECHECK: "1",
      },
    },
  );
  // next build adds the build's type folder to tsconfig.json's include.
  writeFileSync(join(ROOT, "tsconfig.json"), tsconfig);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The trace of one load in a fresh context, with the JavaScript sampling profiler on. */
async function traceLoad(url, tracePath) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await browser.startTracing(page, {
    path: tracePath,
    categories: [
      "toplevel",
      "blink.user_timing",
      "devtools.timeline",
      "disabled-by-default-devtools.timeline",
      "disabled-by-default-v8.cpu_profiler",
    ],
  });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(2500); // hydration, effects and idle work come after the load event
  await browser.stopTracing();
  const hydrated = await page.evaluate(countHydrated);
  await context.close();
  return { events: JSON.parse(readFileSync(tracePath, "utf8")).traceEvents, hydrated };
}

/**
 * What hydration took over, counted on React's fibers after the load (runs in the page): the
 * elements, the function components and their hooks. Unlike a time, the same on a busy machine.
 */
function countHydrated() {
  const rootKey = Object.keys(document).find((key) => key.startsWith("__reactContainer$"));
  const counts = { elements: 0, components: 0, hooks: 0 };
  const fibers = rootKey ? [document[rootKey]] : [];
  while (fibers.length > 0) {
    const fiber = fibers.pop();
    if (typeof fiber.type === "string") counts.elements += 1;
    if (typeof fiber.type === "function") {
      counts.components += 1;
      for (let hook = fiber.memoizedState; hook && "next" in Object(hook); hook = hook.next) {
        counts.hooks += 1;
      }
    }
    if (fiber.sibling) fibers.push(fiber.sibling);
    if (fiber.child) fibers.push(fiber.child);
  }
  return counts;
}

/**
 * The page's main-thread tasks over LONG_TASK_MS, each with its costliest functions, and the CPU
 * time of all its main-thread tasks (`tdur`, the thread's own time, which a busy neighbour
 * hardly changes).
 */
function longTasks(events, url) {
  // The thread that parsed the page's HTML (the browser's own pages run in other renderers).
  const parse = events.find(
    (event) => event.name === "ParseHTML" && event.args?.beginData?.url?.startsWith(url),
  );
  if (!parse) throw new Error(`The trace shows no parsing of ${url}`);
  const mainThread = `${parse.pid}:${parse.tid}`;
  const navigationStart =
    events.find((event) => event.name === "navigationStart" && event.pid === parse.pid)?.ts ?? 0;
  const { nodes, samples } = cpuSamples(events, parse.pid);
  const mainTasks = events.filter(
    (event) =>
      event.name === "RunTask" && event.ph === "X" && `${event.pid}:${event.tid}` === mainThread,
  );
  const cpuMs = mainTasks.reduce((sum, task) => sum + (task.tdur ?? 0) / 1000, 0);
  const tasks = mainTasks
    .filter((event) => event.dur > LONG_TASK_MS * 1000)
    .map((task) => ({
      ms: task.dur / 1000,
      cpuMs: (task.tdur ?? 0) / 1000,
      at: Math.round((task.ts - navigationStart) / 1000),
      work: browserWork(events, mainThread, task),
      functions: costliestFunctions(
        samples.filter(([ts]) => ts >= task.ts && ts <= task.ts + task.dur),
        nodes,
        task.dur / 1000,
      ),
    }));
  return { tasks, cpuMs };
}

/** What the browser did in the task (parsing, layout, running a script …), the longest first. */
function browserWork(events, mainThread, task) {
  const parts = events.filter(
    (event) =>
      BROWSER_WORK.has(event.name) &&
      event.ph === "X" &&
      `${event.pid}:${event.tid}` === mainThread &&
      event.ts >= task.ts &&
      event.ts + event.dur <= task.ts + task.dur,
  );
  const named = parts
    .filter((event) => event.dur >= 1000)
    .sort((a, b) => b.dur - a.dur)
    .slice(0, 3)
    .map((event) => `${event.name} ${(event.dur / 1000).toFixed(1)} ms`);
  return named.length > 0 ? named.join(", ") : "the browser's own work";
}

/** The sampling profiler's call tree nodes and its samples as [timestamp, node id]. */
function cpuSamples(events, pid) {
  const nodes = new Map();
  const samples = [];
  let ts = events.find((event) => event.name === "Profile" && event.pid === pid)?.args.data
    .startTime;
  for (const chunk of events) {
    if (chunk.name !== "ProfileChunk" || chunk.pid !== pid) continue;
    const { cpuProfile = {}, timeDeltas = [] } = chunk.args.data;
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
    (cpuProfile.samples ?? []).forEach((id, i) => {
      ts += timeDeltas[i];
      samples.push([ts, id]);
    });
  }
  return { nodes, samples };
}

/** Each function's share of the task (the time it or what it called was running). */
function costliestFunctions(samples, nodes, taskMs) {
  const inclusive = new Map();
  for (const [, id] of samples) {
    const seen = new Set();
    for (let node = nodes.get(id); node; node = nodes.get(node.parent)) {
      const { functionName, url } = node.callFrame;
      if (NOT_A_CAUSE.has(functionName)) continue;
      const name = `${functionName} (${url?.split("/").pop() || "browser"})`;
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + 1);
    }
  }
  const msPerSample = samples.length ? taskMs / samples.length : 0;
  return [...inclusive]
    .sort((a, b) => b[1] - a[1])
    .slice(0, FUNCTIONS_PER_TASK)
    .map(([name, count]) => [name, count * msPerSample]);
}
