// `npm run bench`: warm public pages against a bare node:http server writing the same bytes, the
// page's header lines included (same-bytes-server.mjs). Budget: each page at least MIN_RATIO of
// its bare copy's requests per second (autocannon, 10 connections; each copy measured right
// before and right after its page, so a noisy neighbour slows both alike).
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";

import autocannon from "autocannon";

const MIN_RATIO = 0.8;

/** @param {string} url @param {number} durationS */
async function requestsPerSecond(url, durationS) {
  const result = await autocannon({ url, connections: 10, duration: durationS });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${url}: ${failed} of ${result.requests.total} requests failed`);
  return result.requests.average;
}

/** Headers Node.js writes for any answer: the bare server writes its own. */
const CONNECTION_HEADERS = new Set([
  "date",
  "connection",
  "keep-alive",
  "content-length",
  "transfer-encoding",
]);

/**
 * A warm page as autocannon receives it (no Accept-Encoding): its body, and its header lines
 * but those Node.js writes for every answer.
 * @param {string} url
 * @returns {Promise<{ body: Buffer, headers: [string, string][] }>}
 */
function answerOf(url) {
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      /** @type {Buffer[]} */
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        /** @type {[string, string][]} */
        const headers = [];
        const raw = response.rawHeaders;
        for (let at = 0; at + 1 < raw.length; at += 2) {
          const [name, value] = [raw[at] ?? "", raw[at + 1] ?? ""];
          if (!CONNECTION_HEADERS.has(name.toLowerCase())) headers.push([name, value]);
        }
        resolve({ body: Buffer.concat(chunks), headers });
      });
    }).on("error", reject);
  });
}

/**
 * Starts the bare server on the answers; resolves once it listens.
 * @param {number} port
 * @param {{ body: Buffer, headers: [string, string][] }[]} answers
 */
async function startBareCopies(port, answers) {
  const dir = mkdtempSync(join(tmpdir(), "bench-same-bytes-"));
  const files = answers.map(({ body, headers }, index) => {
    const file = join(dir, `${index}.html`);
    writeFileSync(file, body);
    writeFileSync(`${file}.headers.json`, JSON.stringify(headers));
    return file;
  });
  const child = spawn(
    process.execPath,
    [new URL("same-bytes-server.mjs", import.meta.url).pathname, String(port), ...files],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await once(child.stdout, "data");
  return {
    urlOf: (index) => `http://127.0.0.1:${port}/${index}`,
    stop: () => {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * @param {{ site: string, pages: { name: string, path: string }[], port: number, durationS: number }} options
 * @returns {Promise<number>} the budgets missed
 */
export async function warmPageBudget({ site, pages, port, durationS }) {
  const answers = await Promise.all(pages.map((page) => answerOf(`${site}${page.path}`)));
  const bare = await startBareCopies(port, answers);
  try {
    // Warm up: fill the page cache, let the JIT settle.
    for (const [index, page] of pages.entries()) {
      await autocannon({ url: `${site}${page.path}`, connections: 10, duration: 2 });
      await autocannon({ url: bare.urlOf(index), connections: 10, duration: 2 });
    }
    console.log(
      `\nWarm pages against a bare node:http server writing the same bytes, headers included (${durationS} s each, 10 connections; budget >= ${MIN_RATIO}x)`,
    );
    // Each page between two runs of its bare copy: the load of a shared machine drifts over the
    // minutes all pages take (the home page, measured 80 s after its copy, read 0.75x; measured
    // between its runs, 0.90x, in back-to-back runs).
    const rows = [];
    for (const [index, page] of pages.entries()) {
      const url = bare.urlOf(index);
      const before = await requestsPerSecond(url, durationS);
      const rate = await requestsPerSecond(`${site}${page.path}`, durationS);
      const after = await requestsPerSecond(url, durationS);
      rows.push({ page, bytes: answers[index]?.body.length ?? 0, rate, bareRuns: [before, after] });
    }
    let missed = 0;
    for (const { page, bytes, rate, bareRuns } of rows) {
      const baseline = bareRuns.reduce((a, b) => a + b) / bareRuns.length;
      const ratio = rate / baseline;
      if (ratio < MIN_RATIO) missed += 1;
      console.log(
        `  ${page.name.padEnd(14)} ${page.path.padEnd(45)} ${String(bytes).padStart(7)} B  ${rate.toFixed(0).padStart(6)} req/s  bare ${baseline.toFixed(0).padStart(6)} (runs ${bareRuns.map((run) => run.toFixed(0)).join(", ")})  ratio ${ratio.toFixed(2)}x  ${ratio < MIN_RATIO ? "MISSED" : "ok"}`,
      );
    }
    return missed;
  } finally {
    bare.stop();
  }
}
