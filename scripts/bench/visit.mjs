#!/usr/bin/env node
// The visit budgets of `npm run bench` (issue 27): what a visit costs the server, against a fully
// static Next.js site (scripts/support/static-next-site.mjs) measured the same way in the same run.
//
// 1. Chromium visits each site as a first-time visitor (fresh context, empty cache, desktop size):
//    it lands on a page, reads until the network is quiet, then three times moves the pointer onto
//    a link (scrolling there the way a visitor does, so links on the way enter the viewport), rests
//    HOVER_MS on it and clicks. Ours: /en, a card in the page, a link in the mega menu (its top
//    item hovered first), a footer link. The static site: /, three of its 40 header links. Every
//    request the browser sends is recorded, and each click's time until the new page's h1 is
//    visible.
// 2. The first measured visit is replayed without static files (/_next/static, images, fonts,
//    styles, scripts) or other origins: its HTML, RSC navigations and prefetches and API calls in
//    the order sent, with the headers sent, by autocannon, 10 connections, each repeating the
//    sequence, every visit from a client address of its own (X-Forwarded-For, with the site
//    trusting loopback as its proxy, so a per-client budget sees visitors, not the bench).
//    visits/s: answers over the requests a visit sends, per second (a visit under way when the
//    time is up counts by its share); every answer must be 2xx. Requests are recorded through
//    the DevTools protocol, which counts the bytes of answers the browser cut off.
// 3. Warm HTML req/s of each landing page beside it (the recorded request alone).
// 4. The noisy neighbour: one client measures warm /en throughput while five anonymous connections
//    from another address send `?cache=false`, `?cache=clear` or uncached RSC requests (one round
//    each), against its throughput beside five connections of ordinary visitors (the same pages,
//    cached) before and after: what making the site render costs others beyond what any five
//    visitors cost, once the neighbour has spent the burst its render budget allows any client at
//    once. Its throughput alone is printed beside.
//
// Budgets: visits/s of the site >= 2x the static site's, all answers 2xx; median click to heading
// <= 2x the static site's; the neighbour costs the warm page <= 20 % of its throughput, each round.
// The parts: visit-browser.mjs (1), visit-replay.mjs (2, 3), visit-neighbour.mjs (4) and
// visit-report.mjs (what a visit sent, by kind).
// Alone: `node scripts/bench/visit.mjs` after a build (ports 3780/4780, the static site on 3781;
// BENCH_VISIT_SITE_PORT, BENCH_VISIT_SERVICES_PORT, BENCH_VISIT_STATIC_PORT, BENCH_VISIT_RUNS,
// BENCH_DURATION_S); exits 1 on a miss.
import { availableParallelism, loadavg } from "node:os";
import { fileURLToPath } from "node:url";

import { chromium } from "@playwright/test";

import { startLocalStack } from "../support/local-stack.mjs";
import {
  STATIC_SITE_HEADER_LINKS,
  STATIC_SITE_PAGES,
  startStaticNextSite,
} from "../support/static-next-site.mjs";
import { mean, median } from "../support/statistics.mjs";
import { chromiumLaunchOptions } from "../support/test-chromium.mjs";
import { HOVER_MS, visit } from "./visit-browser.mjs";
import { NEIGHBOUR_CONNECTIONS, neighbourRounds } from "./visit-neighbour.mjs";
import { CONNECTIONS, repeat, replayedSequence, replayVisits } from "./visit-replay.mjs";
import { printRequests } from "./visit-report.mjs";

/**
 * @typedef {import("./visit-browser.mjs").Visit} Visit
 * @typedef {import("./visit-browser.mjs").VisitPlan} VisitPlan
 */

export const MIN_VISITS_RATIO = 2;
export const MAX_CLICK_RATIO = 2;
export const MAX_NEIGHBOUR_DROP = 0.2;

/** @type {VisitPlan} */
const SITE_PLAN = {
  name: "site",
  landing: "/en",
  clicks: [
    { name: "card in the page", link: "main li h3 a[href^='/']" },
    {
      name: "mega-menu link",
      opener: "header[data-site-header] nav li:has([data-menu-panel])",
      link: "[data-menu-panel] a[href^='/']",
    },
    { name: "footer link", link: "footer nav a[href^='/']" },
  ],
};
/** @type {VisitPlan} */
const STATIC_PLAN = {
  name: "static Next.js site",
  landing: "/",
  clicks: [7, 23, 38].map((n) => ({ name: `header link ${n}`, link: `header a[href='/p/${n}']` })),
};

/**
 * Runs the visit budgets; prints the figures and returns how many budgets were missed.
 * @param {{ distDir?: string, sitePort?: number, servicesPort?: number, staticPort?: number, durationS?: number, runs?: number }} [options]
 */
export async function visitBudgets({
  distDir = process.env.NEXT_DIST_DIR || ".next",
  sitePort = Number(process.env.BENCH_VISIT_SITE_PORT ?? 3780),
  servicesPort = Number(process.env.BENCH_VISIT_SERVICES_PORT ?? 4780),
  staticPort = Number(process.env.BENCH_VISIT_STATIC_PORT ?? 3781),
  durationS = Number(process.env.BENCH_DURATION_S ?? 10),
  runs = Number(process.env.BENCH_VISIT_RUNS ?? 5),
} = {}) {
  const { site } = await startLocalStack({
    sitePort,
    servicesPort,
    distDir,
    // As behind a load balancer on this machine: the replay's visitors are told apart by
    // X-Forwarded-For, as real visitors are by their addresses.
    // Replayed visits name their client (X-Forwarded-For); the site's own default render budget,
    // which the neighbour rounds measure (local-stack.mjs switches it off unless asked).
    siteEnv: { TRUSTED_PROXIES: "127.0.0.1,::1", RENDER_BUDGET_PER_MINUTE: "" },
  });
  const staticSite = (await startStaticNextSite({ port: staticPort })).replace(/\/$/, "");
  const targets = [
    { plan: SITE_PLAN, origin: site },
    { plan: STATIC_PLAN, origin: staticSite },
  ];

  // In Chromium: one visit each to warm the servers, then `runs` visits each, in turn.
  const browser = await chromium.launch(chromiumLaunchOptions);
  /** @type {Visit[][]} */
  const visits = [[], []];
  try {
    for (const { plan, origin } of targets) await visit(browser, origin, plan);
    for (let run = 0; run < runs; run += 1) {
      for (const [index, { plan, origin }] of targets.entries()) {
        visits[index].push(await visit(browser, origin, plan));
      }
    }
  } finally {
    await browser.close();
  }

  // The first measured visit of each, replayed; rounds in the order ABBA, so a neighbour whose
  // load rises or falls meanwhile favours neither.
  const sequences = targets.map(({ origin }, index) => replayedSequence(visits[index][0], origin));
  for (const [index, { origin }] of targets.entries()) {
    await replayVisits(origin, sequences[index], 2);
  }
  const replays = [[], []];
  for (const index of [0, 1, 1, 0]) {
    replays[index].push(await replayVisits(targets[index].origin, sequences[index], durationS));
  }
  const warm = [];
  for (const [index, { origin }] of targets.entries()) {
    warm.push(await repeat(origin, sequences[index][0], { durationS }));
  }
  const neighbourS = Math.max(3, Math.round(durationS / 2));
  const neighbour = await neighbourRounds(site, visits[0][0], neighbourS);

  // Figures.
  let missed = 0;
  const fmt = (value, digits = 0) => value.toFixed(digits);
  console.log(
    `\nA visit (issue 27), Chromium as a first-time visitor: lands, then ${SITE_PLAN.clicks.length} clicks, the pointer resting ${HOVER_MS} ms on each link first. Against a static Next.js site (${STATIC_SITE_PAGES} prerendered pages, ${STATIC_SITE_HEADER_LINKS} header links, next start). ${runs} visits each; the first replayed without static files or other origins (autocannon, ${CONNECTIONS} connections, 2 x ${durationS} s each). ${availableParallelism()} cores, load ${loadavg()[0].toFixed(1)}.`,
  );
  for (const [index, { plan, origin }] of targets.entries()) {
    printRequests(plan, visits[index], origin);
  }

  const visitsPerSecond = replays.map((runs) => mean(runs.map((run) => run.visitsPerSecond)));
  const wholeVisits = replays.map((runs) => runs.reduce((sum, run) => sum + run.wholeVisits, 0));
  const failed = replays.map((runs) => runs.reduce((sum, run) => sum + run.failed, 0));
  const visitsRatio = visitsPerSecond[0] / visitsPerSecond[1];
  const visitsOk = visitsRatio >= MIN_VISITS_RATIO && failed[0] + failed[1] === 0;
  if (!visitsOk) missed += 1;
  const visitsCell = (index) =>
    `${fmt(visitsPerSecond[index], 1)} (runs ${replays[index].map((run) => fmt(run.visitsPerSecond, 1)).join(", ")}; ${wholeVisits[index]} whole visits${failed[index] ? `; ${failed[index]} answers not 2xx` : ""})`;
  console.log(
    `\n  visits/s                   site ${visitsCell(0)}  static ${visitsCell(1)}  ratio ${fmt(visitsRatio, 2)}x (budget >= ${MIN_VISITS_RATIO}x, all 2xx)  ${visitsOk ? "ok" : "MISSED"}`,
  );
  for (const [index, { plan }] of targets.entries()) {
    const failures = replays[index].flatMap((run) => run.failures);
    if (failures.length) console.log(`    ${plan.name}: ${failures.slice(0, 8).join("; ")}`);
  }
  console.log(
    `  warm HTML req/s            site ${fmt(warm[0].perSecond)} (${sequences[0][0].path})  static ${fmt(warm[1].perSecond)} (${sequences[1][0].path})  one visit costs ${fmt(warm[0].perSecond / visitsPerSecond[0])} warm pages (static site: ${fmt(warm[1].perSecond / visitsPerSecond[1])})`,
  );

  const clickMs = visits.map((runs) => median(runs.flatMap((one) => one.clicks.map((c) => c.ms))));
  const clickRatio = clickMs[0] / clickMs[1];
  const clickOk = clickRatio <= MAX_CLICK_RATIO;
  if (!clickOk) missed += 1;
  console.log(
    `  click to heading (median)  site ${fmt(clickMs[0])} ms  static ${fmt(clickMs[1])} ms  ratio ${fmt(clickRatio, 2)}x (budget <= ${MAX_CLICK_RATIO}x)  ${clickOk ? "ok" : "MISSED"}`,
  );
  for (const [index, { plan }] of targets.entries()) {
    const perClick = plan.clicks.map(
      (click, n) =>
        `${click.name} ${visits[index].map((one) => fmt(one.clicks[n].ms)).join("/")} ms`,
    );
    console.log(`    ${plan.name}: ${perClick.join("; ")}`);
  }

  console.log(
    `\nNoisy neighbour: warm ${neighbour.path} by one client (${CONNECTIONS} connections) while ${NEIGHBOUR_CONNECTIONS} anonymous connections from another address send one kind of request a round (${neighbourS} s each); budget: at most ${MAX_NEIGHBOUR_DROP * 100} % below the client's throughput beside five ordinary visitors' connections (the same pages, cached), measured before and after; each round after the neighbour spent its burst of ${neighbour.burst} renders`,
  );
  console.log(
    `  alone            ${neighbour.quietRuns.map((rate) => fmt(rate)).join(", ")} req/s`,
  );
  console.log(
    `  ordinary pages   ${neighbour.ordinaryRuns.map((run) => `${fmt(run?.perSecond ?? 0)}${run?.failed ? ` (${run.failed} not 2xx)` : ""}`).join(", ")} req/s`,
  );
  for (const round of neighbour.results) {
    const ok = round.drop <= MAX_NEIGHBOUR_DROP && round.failed === 0;
    if (!ok) missed += 1;
    console.log(
      `  ${round.name.padEnd(16)} ${fmt(round.perSecond).padStart(6)} req/s  ${fmt(round.drop * 100).padStart(3)} % less (${fmt(round.dropFromQuiet * 100)} % less than alone)  ${ok ? "ok" : "MISSED"}${round.failed ? ` (${round.failed} answers not 2xx)` : ""}  (the neighbour: ${fmt(round.neighbourPerSecond, 1)} req/s; ${round.statuses || "no answer"})`,
    );
  }
  return missed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  visitBudgets().then(
    (missed) => {
      console.log(missed ? `\n${missed} visit budget(s) missed` : "\nVisit budgets met");
      process.exit(missed ? 1 : 0);
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
