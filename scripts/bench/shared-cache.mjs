// The shared cache's budget in `npm run bench` (issue 16): with Redis on (REDIS_URL), a warm page
// on a single instance is served at >= 0.9x the requests per second of the same instance in
// memory only. Runs on its own too: `node scripts/bench/shared-cache.mjs` (after a build).
import { spawn } from "node:child_process";
import { createConnection } from "node:net";
import { fileURLToPath } from "node:url";

import autocannon from "autocannon";

import { startLocalStack } from "../support/local-stack.mjs";

export const MIN_REDIS_RATIO = 0.9;
const PAGES = ["/en", "/en/company/about-us"];
const ROUNDS = 2;

/** Whether a Redis answers PING on `port`. */
function answersPing(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: "127.0.0.1" }, () => socket.write("PING\r\n"));
    socket.setTimeout(500, () => socket.destroy());
    socket.once("data", (data) => {
      socket.destroy();
      resolve(data.toString().startsWith("+PONG"));
    });
    socket.once("error", () => resolve(false));
    socket.once("close", () => resolve(false));
  });
}

/** Debian's redis-server, in memory only, stopped when this process exits. */
async function startRedis(port) {
  const child = spawn(
    "/usr/bin/redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { detached: true, stdio: "ignore" },
  );
  process.on("exit", () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {}
  });
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (await answersPing(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`redis-server on ${port} did not answer within 10 s`);
}

async function requestsPerSecond(url, durationS) {
  const result = await autocannon({ url, connections: 10, duration: durationS });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${url}: ${failed} of ${result.requests.total} requests failed`);
  return result.requests.average;
}

/**
 * One instance in memory and one with REDIS_URL, side by side on one stand-in each; each page is
 * measured on both in turn, ROUNDS times, so a noisy neighbour slows both alike. Prints the
 * figures; returns the number of budgets missed (0 or 1).
 * @param {{ sitePort: number, servicesPort: number, redisPort: number, distDir: string, durationS: number }} options
 */
export async function sharedCacheBudget({ sitePort, servicesPort, redisPort, distDir, durationS }) {
  await startRedis(redisPort);
  const memory = await startLocalStack({ sitePort, servicesPort, distDir });
  const shared = await startLocalStack({
    sitePort: sitePort + 1,
    servicesPort: servicesPort + 1,
    distDir,
    siteEnv: { REDIS_URL: `redis://127.0.0.1:${redisPort}` },
  });
  // Warm up: fill both page caches (and Redis), let the JIT settle.
  for (const path of PAGES) {
    for (const { site } of [memory, shared]) {
      await autocannon({ url: `${site}${path}`, connections: 10, duration: 2 });
    }
  }
  console.log(
    `\nWarm pages on one instance with Redis on against memory only (${durationS} s each, ${ROUNDS} rounds, 10 connections; budget >= ${MIN_REDIS_RATIO}x)`,
  );
  let memoryTotal = 0;
  let sharedTotal = 0;
  for (const path of PAGES) {
    const rates = { memory: [], shared: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      // Each goes first in every other round, so a load that rises or falls meanwhile favours
      // neither.
      const order = round % 2 === 0 ? ["memory", "shared"] : ["shared", "memory"];
      for (const which of order) {
        const { site } = which === "memory" ? memory : shared;
        rates[which].push(await requestsPerSecond(`${site}${path}`, durationS));
      }
    }
    const mean = (values) => values.reduce((a, b) => a + b) / values.length;
    memoryTotal += mean(rates.memory);
    sharedTotal += mean(rates.shared);
    console.log(
      `  ${path.padEnd(24)} memory ${mean(rates.memory).toFixed(0).padStart(6)} req/s  Redis on ${mean(rates.shared).toFixed(0).padStart(6)} req/s  ratio ${(mean(rates.shared) / mean(rates.memory)).toFixed(2)}x`,
    );
  }
  const ratio = sharedTotal / memoryTotal;
  const missed = ratio < MIN_REDIS_RATIO;
  console.log(
    `  all pages                 ratio ${ratio.toFixed(2)}x  ${missed ? "MISSED" : "ok"}`,
  );
  return missed ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const missed = await sharedCacheBudget({
    sitePort: Number(process.env.BENCH_SITE_PORT ?? 3700) + 20,
    servicesPort: Number(process.env.BENCH_SERVICES_PORT ?? 4700) + 20,
    redisPort: Number(process.env.BENCH_REDIS_PORT ?? 6390),
    distDir: process.env.NEXT_DIST_DIR || ".next",
    durationS: Number(process.env.BENCH_DURATION_S ?? 10),
  });
  process.exit(missed ? 1 : 0);
}
