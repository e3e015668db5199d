#!/usr/bin/env node
// Starts the local services and the site side by side (`npm start`: production server,
// `npm run dev`: development server) and stops both together: Ctrl-C, or either one exiting.
import { spawn } from "node:child_process";

const mode = process.argv[2] === "dev" ? "dev" : "start";
const host = "127.0.0.1";
const children = [];

function run(name, command, args) {
  const child = spawn(command, args, { stdio: "inherit", detached: true, env: process.env });
  child.on("exit", (code, signal) => {
    console.log(`${name} stopped (${signal ?? code})`);
    shutdown(code ?? 1);
  });
  children.push(child);
  return child;
}

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    // Each child leads its own process group, so next's worker processes stop with it.
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {}
  }
  setTimeout(() => process.exit(code), 500);
}

process.on("SIGINT", () => shutdown(0));
process.on("SIGTERM", () => shutdown(0));

run("local services", process.execPath, ["local-services/server.mjs"]);
const port = process.env.PORT ?? "3000";
// Production: server/start.mjs, Next.js behind the cache of rendered pages. No --hostname for
// next dev: with one, Next 16 proxies proxy.ts rewrites over the network (vercel/next.js#94745).
if (mode === "dev") {
  run("site", process.execPath, ["node_modules/next/dist/bin/next", "dev", "--port", port]);
} else {
  run("site", process.execPath, ["server/start.mjs", "--port", port]);
}
console.log(`site: http://${host}:${port}  local services: http://${host}:4000`);
