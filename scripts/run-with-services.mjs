#!/usr/bin/env node
// Starts the local services and the site side by side (`npm start`: production server,
// `npm run dev`: development server) and stops both together. SIGTERM or SIGINT (Ctrl-C) is
// passed on to the site, which finishes its requests in flight (docs/operations.md "Shutdown"), then to the
// services; this process exits when both have, with the first failing exit code (0 when both
// stopped cleanly). A second signal goes to both at once: the site then cuts what is left. When
// one child exits on its own, the other is stopped and the exit code is the first one's.
import { spawn } from "node:child_process";
import { constants } from "node:os";

const mode = process.argv[2] === "dev" ? "dev" : "start";
const host = "127.0.0.1";
/** @type {Array<{ name: string, child: import("node:child_process").ChildProcess }>} */
const children = [];
/** @type {number | undefined} */
let exitCode;

/** @param {number | null} code @param {NodeJS.Signals | null} signal */
function exitCodeOf(code, signal) {
  if (code !== null) return code;
  return 128 + (signal ? (constants.signals[signal] ?? 0) : 0);
}

/** @param {import("node:child_process").ChildProcess} child */
const isRunning = (child) => child.exitCode === null && child.signalCode === null;

/** @param {string} name @param {string} command @param {string[]} args */
function run(name, command, args) {
  const child = spawn(command, args, { stdio: "inherit", detached: true, env: process.env });
  child.on("exit", (code, signal) => {
    console.log(`${name} stopped (${signal ?? code})`);
    const childCode = exitCodeOf(code, signal);
    // The first child to fail decides the exit code; one that stops stops the rest.
    if (exitCode === undefined || (exitCode === 0 && childCode !== 0)) exitCode = childCode;
    const running = children.filter((each) => isRunning(each.child));
    if (running.length === 0) process.exit(exitCode);
    for (const each of running) kill(each.child, "SIGTERM");
  });
  children.push({ name, child });
  return child;
}

/** @param {import("node:child_process").ChildProcess} child @param {NodeJS.Signals} signal */
function kill(child, signal) {
  // Each child leads its own process group, so next's worker processes get the signal too.
  try {
    process.kill(-(/** @type {number} */ (child.pid)), signal);
  } catch {}
}

let signalsReceived = 0;
/** @param {NodeJS.Signals} signal */
function stop(signal) {
  signalsReceived += 1;
  const running = children.filter((each) => isRunning(each.child));
  // The site goes first: its requests in flight may still need the services, which are stopped
  // when it has exited. A second signal goes to both.
  const site = running.find((each) => each.name === "site");
  for (const each of site && signalsReceived === 1 ? [site] : running) kill(each.child, signal);
}

process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));

run("local services", process.execPath, ["local-services/server.mjs"]);
const port = process.env.PORT ?? "3000";
// Production: server/start.mjs, Next.js behind the cache of rendered pages. No --hostname for
// next dev: with one, Next 16 proxies proxy.ts rewrites over the network (vercel/next.js#94745).
if (mode === "dev") {
  run("site", process.execPath, ["node_modules/next/dist/bin/next", "dev", "--port", port]);
} else {
  run("site", process.execPath, ["server/start.mjs", "--port", port]);
}
console.log(
  `site: http://${host}:${port}  local services: http://${host}:${process.env.LOCAL_SERVICES_PORT ?? 4000}`,
);
