#!/usr/bin/env node
// Scale-out budget (issue 16): two site instances behind a load balancer (Debian's nginx, upstream
// keep-alive) serve at least 1.3x the warm-page requests per second of one instance, measured in
// one run on this machine, where the load generator shares the cores with the sites.
// Alone: `npm run build && node scripts/bench/scale-out.mjs` (exits 1 on a miss); `npm run bench`
// calls scaleOutBudget().
//
// Both figures go through the same nginx, one upstream with one instance and one with two, so the
// ratio is what the second instance adds; one instance answering directly is printed beside them.
// The rounds alternate (one, two, one, two…) so a busy neighbour slows both alike.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import autocannon from "autocannon";

import { startChild, startLocalStack, waitFor } from "../support/local-stack.mjs";
import { mean } from "../support/statistics.mjs";

export const MIN_SCALE_OUT_RATIO = 1.3;
const NGINX = process.env.BENCH_NGINX ?? "/usr/sbin/nginx";
const PAGE = "/en/company/about-us";
const CONNECTIONS = 20;

/**
 * nginx in the foreground with a config of its own in a temp dir: one port per upstream.
 * @param {{ onePort: number, twoPort: number, sitePorts: number[] }} ports
 */
function startNginx({ onePort, twoPort, sitePorts }) {
  const dir = mkdtempSync(join(tmpdir(), "ferrion-nginx-"));
  mkdirSync(join(dir, "temp"));
  const upstream = (name, ports) => `
    upstream ${name} {
      ${ports.map((port) => `server 127.0.0.1:${port};`).join("\n      ")}
      keepalive 64;
    }`;
  const server = (port, name) => `
    server {
      listen 127.0.0.1:${port};
      location / {
        proxy_pass http://${name};
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $http_host;
      }
    }`;
  writeFileSync(
    join(dir, "nginx.conf"),
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  ${upstream("one", sitePorts.slice(0, 1))}
  ${upstream("two", sitePorts)}
  ${server(onePort, "one")}
  ${server(twoPort, "two")}
}
`,
  );
  startChild(
    ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log"), "-g", "daemon off;"],
    {},
    { command: NGINX },
  );
}

/**
 * Debian's wrk where it is installed (`apt-get install wrk`): a load generator written in C needs
 * a fraction of a core for what takes autocannon a whole one, and on two cores that core is what
 * the second instance needs. autocannon otherwise.
 */
const WRK = process.env.BENCH_WRK ?? "/usr/bin/wrk";
const LOAD_GENERATOR = existsSync(WRK) ? "wrk" : "autocannon";

/** @param {string} url @param {number} durationS */
function requestsPerSecond(url, durationS) {
  return LOAD_GENERATOR === "wrk"
    ? wrkRequestsPerSecond(url, durationS)
    : autocannonRequestsPerSecond(url, durationS);
}

/** @param {string} url @param {number} durationS @returns {Promise<number>} */
function wrkRequestsPerSecond(url, durationS) {
  return new Promise((resolve, reject) => {
    const child = spawn(WRK, ["-t1", `-c${CONNECTIONS}`, `-d${durationS}s`, url]);
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      const rate = /Requests\/sec:\s+([\d.]+)/.exec(output);
      const failed = /Non-2xx or 3xx responses: (\d+)|Socket errors:/.exec(output);
      if (code !== 0 || !rate) reject(new Error(`wrk ${url} failed (${code}):\n${output}`));
      else if (failed) reject(new Error(`${url}: requests failed:\n${output}`));
      else resolve(Number(rate[1]));
    });
  });
}

/** @param {string} url @param {number} durationS */
async function autocannonRequestsPerSecond(url, durationS) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: durationS });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${url}: ${failed} of ${result.requests.total} requests failed`);
  return result.requests.average;
}

/**
 * @param {{ distDir?: string, sitePort?: number, servicesPort?: number, durationS?: number }} [options]
 * @returns {Promise<number>} budgets missed (0 or 1)
 */
export async function scaleOutBudget({
  distDir = process.env.NEXT_DIST_DIR || ".next",
  sitePort = Number(process.env.BENCH_SCALE_SITE_PORT ?? 3740),
  servicesPort = Number(process.env.BENCH_SCALE_SERVICES_PORT ?? 4740),
  durationS = Number(process.env.BENCH_DURATION_S ?? 10),
} = {}) {
  if (!existsSync(NGINX)) {
    console.log(
      `\nScale-out: not measured, no nginx at ${NGINX} (apt-get install nginx, or BENCH_NGINX=<path>) MISSED`,
    );
    return 1;
  }
  // BENCH_SCALE_PAGE_CACHE=off: every request renders, so the instances, not the balancer or the
  // load generator, are what is measured (a context figure; the budget is for warm pages).
  const siteEnv = process.env.BENCH_SCALE_PAGE_CACHE
    ? { PAGE_CACHE: process.env.BENCH_SCALE_PAGE_CACHE }
    : {};
  const first = await startLocalStack({ sitePort, servicesPort, distDir, siteEnv });
  const secondPort = sitePort + 1;
  startChild(["server/start.mjs", "--port", String(secondPort)], {
    ...siteEnv,
    LOCAL_SERVICES_URL: first.services,
    SITE_URL: first.site,
  });
  await waitFor(`http://127.0.0.1:${secondPort}/api/health/live`);
  const onePort = sitePort + 2;
  const twoPort = sitePort + 3;
  startNginx({ onePort, twoPort, sitePorts: [sitePort, secondPort] });
  const one = `http://127.0.0.1:${onePort}${PAGE}`;
  const two = `http://127.0.0.1:${twoPort}${PAGE}`;
  await waitFor(one);
  // Warm: the page in both instances' caches, their JIT and nginx's connections.
  for (const url of [one, two, first.site + PAGE]) await requestsPerSecond(url, 2);

  const rounds = 2;
  const roundS = Math.max(2, Math.round(durationS / rounds));
  const direct = [];
  const behindOne = [];
  const behindTwo = [];
  for (let round = 0; round < rounds; round += 1) {
    direct.push(await requestsPerSecond(first.site + PAGE, roundS));
    behindOne.push(await requestsPerSecond(one, roundS));
    behindTwo.push(await requestsPerSecond(two, roundS));
  }
  const ratio = mean(behindTwo) / mean(behindOne);
  const fmt = (value) => value.toFixed(0).padStart(6);
  // The load generator, nginx and both instances share these cores: the context of the figure.
  console.log(
    `\nScale-out (${siteEnv.PAGE_CACHE === "off" ? "rendered" : "warm"} ${PAGE}, ${LOAD_GENERATOR} ${CONNECTIONS} connections, ${rounds}×${roundS} s each; ${availableParallelism()} cores, load ${loadavg()[0].toFixed(1)})`,
  );
  console.log(`  one instance, direct        ${fmt(mean(direct))} req/s`);
  console.log(`  one instance behind nginx   ${fmt(mean(behindOne))} req/s`);
  console.log(`  two instances behind nginx  ${fmt(mean(behindTwo))} req/s`);
  const ok = ratio >= MIN_SCALE_OUT_RATIO;
  console.log(
    `  two / one: ${ratio.toFixed(2)}x (budget >= ${MIN_SCALE_OUT_RATIO}x) ${ok ? "ok" : "MISSED"}; two / one direct: ${(mean(behindTwo) / mean(direct)).toFixed(2)}x`,
  );
  return ok ? 0 : 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  scaleOutBudget().then(
    (missed) => process.exit(missed),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
