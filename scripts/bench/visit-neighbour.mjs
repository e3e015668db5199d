// The visit bench's noisy neighbour (visit.mjs): one client's warm-page throughput while five
// anonymous connections from another address send `?cache=false`, `?cache=clear` or uncached RSC
// requests (one round each), against its throughput beside five connections of ordinary visitors
// (the same pages, cached) before and after.
import { setTimeout as sleep } from "node:timers/promises";

import autocannon from "autocannon";

import { mean } from "../support/statistics.mjs";
import { kindOf, repeat, replayedSequence, toReplayed } from "./visit-replay.mjs";

/** @typedef {import("./visit-browser.mjs").Visit} Visit */

export const NEIGHBOUR_CONNECTIONS = 5;

/**
 * The noisy neighbour: one client's warm-page throughput while five anonymous connections from
 * another address make the site render past its caches, each kind in a round of its own, against
 * quiet runs of the same client before and after each round.
 * @param {string} site
 * @param {Visit} siteVisit
 * @param {number} durationS
 */
export async function neighbourRounds(site, siteVisit, durationS) {
  const sequence = replayedSequence(siteVisit, site);
  const landing = sequence[0];
  const victim = { ...landing, headers: { ...landing.headers, "x-forwarded-for": "203.0.113.7" } };
  const anonymous = { ...landing.headers, "x-forwarded-for": "198.51.100.66" };
  delete anonymous.cookie;
  const pages = [landing.path, ...siteVisit.clicks.map((click) => click.path)];
  const pageRequests = (query) =>
    pages.map((path) => ({
      method: "GET",
      path: query ? `${path}?${query}` : path,
      headers: anonymous,
    }));
  // The visit's RSC requests as the browser sent them, each for a page no cache holds (autocannon
  // writes a new id for [<id>] in every request; junk query parameters would not do, the cache
  // keys pages without them); `_rsc` stays valid, since Next.js derives it from the headers alone.
  const rscRequests = siteVisit.sent
    .filter((sent) => ["RSC navigation", "prefetch"].includes(kindOf(sent, site)))
    .map(toReplayed)
    .map((request) => ({
      ...request,
      path: `/en/bench-uncached-[<id>]${request.path.slice(request.path.indexOf("?"))}`,
      headers: { ...request.headers, "x-forwarded-for": "198.51.100.66" },
    }));
  // Five ordinary visitors cost the client something too; what the budget bounds is what making
  // the site render costs beyond that. Measured before and after the three rounds.
  const ordinary = { name: "ordinary pages", requests: pageRequests("") };
  const rounds = [
    ordinary,
    { name: "?cache=false", requests: pageRequests("cache=false") },
    { name: "?cache=clear", requests: pageRequests("cache=clear") },
    { name: "uncached RSC", requests: rscRequests },
    ordinary,
  ];
  const quiet = async () => {
    const run = await repeat(site, victim, { durationS });
    if (run.failed) throw new Error(`Warm ${landing.path}: ${run.failed} answers not 2xx`);
    return run.perSecond;
  };
  // A budget lets any client render its burst at once; what five connections cost others for as
  // long as they keep on is what follows. So before each such round the neighbour spends it.
  const spendBurst = async () => {
    const uncached = rscRequests[0];
    if (!uncached) throw new Error("The visit sent no RSC request to send uncached");
    for (let sent = 0; sent < 10_000; sent++) {
      const path = uncached.path.replace("[<id>]", `burst-${sent}`);
      const response = await fetch(`${site}${path}`, { headers: uncached.headers });
      await response.arrayBuffer();
      if (response.status === 429) return sent;
    }
    throw new Error("10,000 uncached RSC requests from one client were never refused");
  };
  const quietRuns = [await quiet()];
  const measuredRounds = [];
  let burst = 0;
  for (const round of rounds) {
    if (round !== ordinary) burst = await spendBurst();
    /** @type {Map<number, number>} */
    const statuses = new Map();
    const [measured, neighbour] = await Promise.all([
      repeat(site, victim, { durationS }),
      autocannon({
        url: site,
        connections: NEIGHBOUR_CONNECTIONS,
        duration: durationS,
        idReplacement: true,
        requests: round.requests,
        setupClient: (client) =>
          client.on("response", (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1)),
      }),
    ]);
    // Let a refresh the round started finish before the next.
    await sleep(1000);
    measuredRounds.push({
      name: round.name,
      perSecond: measured.perSecond,
      failed: measured.failed,
      neighbourPerSecond: neighbour.requests.average,
      statuses: [...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}: ${count}`)
        .join(", "),
    });
  }
  quietRuns.push(await quiet());
  const ordinaryRuns = [measuredRounds[0], measuredRounds.at(-1)];
  const besideOrdinary = mean(ordinaryRuns.map((run) => run?.perSecond ?? 0));
  const quietMean = mean(quietRuns);
  const results = measuredRounds.slice(1, -1).map((round) => ({
    ...round,
    drop: 1 - round.perSecond / besideOrdinary,
    dropFromQuiet: 1 - round.perSecond / quietMean,
  }));
  return { quietRuns, ordinaryRuns, results, burst, path: landing.path };
}
