#!/usr/bin/env node
// What the request log line (and the telemetry wrapper, tracing off) costs a warm page: the same
// production build served by an earlier server/ directory ("before", e.g. main's, given as the
// first argument) and by this one ("after"), side by side against one stand-in process, each
// writing its stdout to a file as a container's log driver would take it. autocannon, 10
// connections, rounds alternating so a busy machine hurts both alike; prints the median ratio.
//   git archive main server | tar -x -C /tmp/before && node scripts/bench/log-overhead.mjs /tmp/before/server
import { cpSync, mkdtempSync, openSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

import autocannon from "autocannon";

import { startChild, waitFor } from "../support/local-stack.mjs";
import { median } from "../support/statistics.mjs";

const beforeDir = process.argv[2];
if (!beforeDir) {
  console.error("Usage: node scripts/bench/log-overhead.mjs <server directory to compare with>");
  process.exit(1);
}
const BASE = Number(process.env.E2E_SITE_PORT ?? 3100) + 373;
const SERVICES_PORT = Number(process.env.E2E_SERVICES_PORT ?? 4100) + 373;
const PATH = process.env.BENCH_PAGE ?? "/en/company/about-us";
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);

const scratch = mkdtempSync(join(tmpdir(), "ferrion-log-overhead-"));
// Beside server/, so its `../lib/...` imports resolve to this checkout's lib.
const beforeServer = resolve("server-before-bench");
cpSync(beforeDir, beforeServer, { recursive: true });

process.on("exit", () => rmSync(beforeServer, { recursive: true, force: true }));

const services = `http://127.0.0.1:${SERVICES_PORT}`;
startChild(["local-services/server.mjs"], {
  LOCAL_SERVICES_PORT: String(SERVICES_PORT),
  LOCAL_SERVICES_DATA_DIR: join(scratch, "data"),
});
await waitFor(`${services}/health`);
const sites = [
  { name: "before", script: join(beforeServer, "start.mjs"), port: BASE },
  { name: "after", script: "server/start.mjs", port: BASE + 1 },
];
for (const site of sites) {
  site.url = `http://127.0.0.1:${site.port}${PATH}`;
  startChild(
    [site.script, "--port", String(site.port)],
    { LOCAL_SERVICES_URL: services },
    { stdout: openSync(join(scratch, `${site.name}.log`), "w") },
  );
}
for (const site of sites) {
  await waitFor(site.url, 90_000);
  await autocannon({ url: site.url, connections: 10, duration: 2 });
  site.rates = [];
}
for (let round = 0; round < ROUNDS; round++) {
  for (const site of round % 2 === 0 ? sites : [...sites].reverse()) {
    const result = await autocannon({ url: site.url, connections: 10, duration: DURATION_S });
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${site.name}: failed requests`);
    site.rates.push(result.requests.average);
  }
}
for (const site of sites) {
  console.log(
    `${site.name}: ${site.rates.map(Math.round).join(", ")} req/s (median ${Math.round(median(site.rates))})`,
  );
}
const [before, after] = sites.map((site) => median(site.rates));
console.log(`after / before: ${(after / before).toFixed(3)}`);
process.exit(0);
