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
// Alone: `node scripts/bench/visit.mjs` after a build (ports 3780/4780, the static site on 3781;
// BENCH_VISIT_SITE_PORT, BENCH_VISIT_SERVICES_PORT, BENCH_VISIT_STATIC_PORT, BENCH_VISIT_RUNS,
// BENCH_DURATION_S); exits 1 on a miss.
import { availableParallelism, loadavg } from "node:os";
import { fileURLToPath } from "node:url";

import { chromium, devices } from "@playwright/test";
import autocannon from "autocannon";

import { startLocalStack } from "../support/local-stack.mjs";
import { chromiumLaunchOptions } from "../support/test-chromium.mjs";
import {
  STATIC_SITE_HEADER_LINKS,
  STATIC_SITE_PAGES,
  startStaticNextSite,
} from "../support/static-next-site.mjs";

export const MIN_VISITS_RATIO = 2;
export const MAX_CLICK_RATIO = 2;
export const MAX_NEIGHBOUR_DROP = 0.2;
const CONNECTIONS = 10;
const NEIGHBOUR_CONNECTIONS = 5;
/** How long the pointer rests on a link before the click (and on a menu item before its panel). */
const HOVER_MS = 300;
/** The network counts as quiet after this long without a request in flight. */
const QUIET_MS = 500;
/** A visitor reads at most this long before moving on, quiet network or not. */
const MAX_READ_MS = 15_000;
/** What a visit sends, by kind, in the order printed; the first ones are replayed. */
const KINDS = ["HTML", "RSC navigation", "prefetch", "API", "other"];
const NOT_REPLAYED = ["static file", "other origin"];
/** Resource types Chromium fetches as files: never rendered by the site. */
const STATIC_TYPES = new Set(["image", "font", "stylesheet", "script", "media", "manifest"]);
/** Headers of the connection, not the request: autocannon writes its own. */
const CONNECTION_HEADERS = new Set(["host", "connection", "content-length", "keep-alive"]);
/** The headers that decide how a request is answered, shown for each kind. */
const ROUTER_HEADERS = [
  "rsc",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-router-state-tree",
  "next-url",
  "cookie",
];

/**
 * @typedef {{ name: string, link: string, opener?: string }} Click a link to click: `link` is a
 *   selector of candidates (the first whose page was not visited yet is taken); `opener`, a menu
 *   item hovered first, whose panel holds the candidates.
 * @typedef {{ name: string, landing: string, clicks: Click[] }} VisitPlan
 * @typedef {{ method: string, url: string, resourceType: string, headers: Record<string, string>,
 *   postData: string | null, status: number, failure: string | null, bodyBytes: number,
 *   headerBytes: number }} Sent a request the browser sent, and what came back
 * @typedef {{ sent: Sent[], clicks: { name: string, path: string, ms: number }[] }} Visit
 * @typedef {{ method: string, path: string, headers: Record<string, string>, body?: string }} Replayed
 */

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

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Records what the page sends through the DevTools protocol, in the order sent: Playwright gives
 * no body size for an answer the browser cut off, and those are most of a visit's prefetches.
 * Also tells when the network has been quiet a while, as a visitor who reads the page lets it.
 * @param {import("@playwright/test").BrowserContext} context
 * @param {import("@playwright/test").Page} page
 */
async function recordNetwork(context, page) {
  const cdp = await context.newCDPSession(page);
  /**
   * @typedef {{ id: string, hop: number, sent: Sent, rawHeaders: Record<string, string>,
   *   done: boolean, received: number }} Entry
   */
  /** @type {Entry[]} */
  const entries = [];
  /** @type {Map<string, Entry>} the latest hop of each request id */
  const byId = new Map();
  /** @type {Map<string, Record<string, string>[]>} headers as sent, per hop, by request id */
  const sentHeaders = new Map();
  let lastChange = performance.now();
  const lower = (/** @type {Record<string, string>} */ headers) =>
    Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  const finish = (/** @type {Entry} */ entry) => {
    entry.done = true;
    lastChange = performance.now();
  };
  cdp.on("Network.requestWillBeSent", (event) => {
    const previous = byId.get(event.requestId);
    if (previous && event.redirectResponse) {
      previous.sent.status = event.redirectResponse.status;
      finish(previous);
    }
    const entry = {
      id: event.requestId,
      // A redirect sends the next hop under the same id.
      hop: previous ? previous.hop + 1 : 0,
      sent: {
        method: event.request.method,
        url: event.request.url,
        resourceType: (event.type ?? "other").toLowerCase(),
        headers: {},
        postData: event.request.postData ?? null,
        status: 0,
        failure: null,
        bodyBytes: 0,
        headerBytes: 0,
      },
      rawHeaders: lower(event.request.headers),
      done: false,
      received: 0,
    };
    entries.push(entry);
    byId.set(event.requestId, entry);
    lastChange = performance.now();
  });
  // The headers as they went out, cookies included; may come before or after the request.
  cdp.on("Network.requestWillBeSentExtraInfo", (event) => {
    sentHeaders.set(event.requestId, [
      ...(sentHeaders.get(event.requestId) ?? []),
      lower(event.headers),
    ]);
  });
  cdp.on("Network.responseReceived", (event) => {
    const entry = byId.get(event.requestId);
    if (!entry) return;
    entry.sent.status = event.response.status;
    entry.sent.headerBytes = event.response.encodedDataLength;
  });
  cdp.on("Network.dataReceived", (event) => {
    const entry = byId.get(event.requestId);
    if (!entry) return;
    // A chunk read along with the headers may report no encoded length of its own.
    entry.received += event.encodedDataLength || event.dataLength;
  });
  cdp.on("Network.loadingFinished", (event) => {
    const entry = byId.get(event.requestId);
    if (!entry) return;
    entry.sent.bodyBytes = Math.max(0, event.encodedDataLength - entry.sent.headerBytes);
    finish(entry);
  });
  cdp.on("Network.loadingFailed", (event) => {
    const entry = byId.get(event.requestId);
    if (!entry) return;
    entry.sent.failure = event.errorText;
    // What arrived before the cut.
    entry.sent.bodyBytes = entry.received;
    finish(entry);
  });
  await cdp.send("Network.enable");
  return {
    async quiet() {
      const deadline = performance.now() + MAX_READ_MS;
      while (performance.now() < deadline) {
        const busy = entries.some((entry) => !entry.done);
        if (!busy && performance.now() - lastChange >= QUIET_MS) return;
        await sleep(50);
      }
    },
    /** @returns {Sent[]} */
    sent() {
      return entries.map((entry) => ({
        ...entry.sent,
        headers: sentHeaders.get(entry.id)?.[entry.hop] ?? entry.rawHeaders,
      }));
    },
  };
}

/**
 * Scrolls until the element is in the viewport, a screen at most at a time with a pause between,
 * so the links passed on the way are seen as a visitor scrolling there would see them.
 * @param {import("@playwright/test").Page} page
 * @param {import("@playwright/test").Locator} locator
 */
async function scrollToward(page, locator) {
  const height = page.viewportSize()?.height ?? 720;
  for (let step = 0; step < 100; step += 1) {
    const box = await locator.boundingBox();
    if (!box) throw new Error("The link to click has no box on the page");
    if (box.y >= 0 && box.y + box.height <= height) return;
    const distance = box.y < 0 ? box.y - height / 3 : box.y + box.height - (height * 2) / 3;
    await page.evaluate((dy) => window.scrollBy(0, dy), Math.max(-600, Math.min(600, distance)));
    await sleep(100);
  }
}

/**
 * Moves the pointer onto the element in a few steps, as a hand does, and rests there.
 * @param {import("@playwright/test").Page} page
 * @param {import("@playwright/test").Locator} locator
 */
async function pointAt(page, locator) {
  await scrollToward(page, locator);
  const box = await locator.boundingBox();
  if (!box) throw new Error("The link to point at has no box on the page");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 8 });
  await sleep(HOVER_MS);
}

/**
 * The link a click takes: the first candidate leading to a page not visited yet.
 * @param {import("@playwright/test").Page} page
 * @param {Click} click
 * @param {Set<string>} visited paths
 */
async function linkToClick(page, click, visited) {
  const scope = click.opener ? page.locator(click.opener).first() : page;
  const candidates = scope.locator(click.link);
  const hrefs = await candidates.evaluateAll((links) => links.map((link) => link.href));
  const index = hrefs.findIndex((href) => !visited.has(new URL(href).pathname));
  if (index < 0) throw new Error(`No ${click.name} to a page not visited yet on ${page.url()}`);
  return {
    link: candidates.nth(index),
    path: new URL(hrefs[index]).pathname,
    opener: click.opener ? scope.locator(":scope > a, :scope > button").first() : null,
  };
}

/**
 * Clicks where the pointer rests and returns the time from the click event until an h1 that was
 * not on the page before (or whose text changed) is visible, measured in the page, in ms.
 * @param {import("@playwright/test").Page} page
 */
async function clickToHeadingMs(page) {
  await page.evaluate(() => {
    for (const heading of document.querySelectorAll("h1")) {
      heading.dataset.benchBefore = heading.textContent ?? "";
    }
    const bench = { clickAt: -1, shownAt: -1 };
    Object.assign(window, { bench });
    document.addEventListener("click", (event) => (bench.clickAt = event.timeStamp), {
      capture: true,
      once: true,
    });
    const isNew = (/** @type {HTMLElement} */ heading) =>
      heading.dataset.benchBefore === undefined ||
      heading.dataset.benchBefore !== heading.textContent;
    const look = () => {
      const shown = [...document.querySelectorAll("h1")].some(
        (heading) => heading instanceof HTMLElement && isNew(heading) && heading.checkVisibility(),
      );
      if (shown && bench.clickAt >= 0) bench.shownAt = performance.now();
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.mouse.down();
  await page.mouse.up();
  await page.waitForFunction(() => /** @type {any} */ (window).bench.shownAt >= 0, null, {
    timeout: 30_000,
  });
  return page.evaluate(() => {
    const { bench } = /** @type {any} */ (window);
    return bench.shownAt - bench.clickAt;
  });
}

/**
 * One first-time visit in a fresh browser context.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} origin
 * @param {VisitPlan} plan
 * @returns {Promise<Visit>}
 */
async function visit(browser, origin, plan) {
  const context = await browser.newContext({ ...devices["Desktop Chrome"] });
  try {
    const page = await context.newPage();
    const network = await recordNetwork(context, page);
    const quiet = () => network.quiet();
    const response = await page.goto(`${origin}${plan.landing}`, { waitUntil: "load" });
    if (!response?.ok()) throw new Error(`${plan.landing} answered ${response?.status()}`);
    await quiet();
    const visited = new Set([new URL(page.url()).pathname]);
    const clicks = [];
    for (const click of plan.clicks) {
      const { link, path, opener } = await linkToClick(page, click, visited);
      if (opener) await pointAt(page, opener);
      await pointAt(page, link);
      const ms = await clickToHeadingMs(page);
      const landed = new URL(page.url()).pathname;
      if (landed !== path) throw new Error(`The ${click.name} to ${path} led to ${landed}`);
      visited.add(path);
      clicks.push({ name: click.name, path, ms });
      await quiet();
    }
    return { sent: network.sent(), clicks };
  } finally {
    await context.close();
  }
}

/**
 * @param {Sent} sent
 * @param {string} origin
 * @returns {string} one of KINDS or NOT_REPLAYED
 */
function kindOf(sent, origin) {
  const url = new URL(sent.url);
  if (url.origin !== new URL(origin).origin) return "other origin";
  const { headers } = sent;
  if (
    url.pathname.startsWith("/_next/static/") ||
    url.pathname.startsWith("/_next/image") ||
    STATIC_TYPES.has(sent.resourceType) ||
    (headers.accept ?? "").startsWith("image/")
  ) {
    return "static file";
  }
  if (headers["next-router-prefetch"] !== undefined) return "prefetch";
  if (headers["next-router-segment-prefetch"] !== undefined) return "prefetch";
  if (headers.rsc !== undefined) return "RSC navigation";
  if (url.pathname === "/api" || url.pathname.startsWith("/api/")) return "API";
  if (sent.resourceType === "document") return "HTML";
  return "other";
}

/** @param {Sent} sent @returns {Replayed} */
function toReplayed(sent) {
  const url = new URL(sent.url);
  const headers = Object.fromEntries(
    Object.entries(sent.headers).filter(
      ([name]) => !name.startsWith(":") && !CONNECTION_HEADERS.has(name),
    ),
  );
  return {
    method: sent.method,
    path: `${url.pathname}${url.search}`,
    headers,
    ...(sent.postData ? { body: sent.postData } : {}),
  };
}

/** @param {Visit} visit @param {string} origin */
function byKind(visit, origin) {
  /** @type {Record<string, Sent[]>} */
  const kinds = Object.fromEntries([...KINDS, ...NOT_REPLAYED].map((kind) => [kind, []]));
  for (const sent of visit.sent) kinds[kindOf(sent, origin)].push(sent);
  return kinds;
}

/** @param {Visit} visit @param {string} origin @returns {Replayed[]} */
function replayedSequence(visit, origin) {
  return visit.sent.filter((sent) => KINDS.includes(kindOf(sent, origin))).map(toReplayed);
}

/** A client address of its own for the n-th visitor, in the private range 10.0.0.0/8. */
const visitorAddress = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/**
 * Replays a visit on CONNECTIONS connections for `durationS`, each connection repeating the
 * sequence, each round of it from a client address of its own. Visits per second: the answers
 * received over the requests a visit sends, per second, so the visits under way when the time is
 * up count by the share of their requests answered (on a busy machine a connection may finish
 * only one or two whole visits in the time); the whole visits completed are counted beside.
 * @param {string} origin
 * @param {Replayed[]} sequence
 * @param {number} durationS
 */
async function replayVisits(origin, sequence, durationS) {
  const length = sequence.length;
  let answers = 0;
  let wholeVisits = 0;
  /** @type {Map<string, number>} "status method path" -> count, for answers that are not 2xx */
  const failures = new Map();
  let visitors = 0;
  const startedAt = performance.now();
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: durationS,
    requests: sequence.map((request) => ({
      ...request,
      // The context starts afresh with each round of the sequence: a new visitor.
      setupRequest: (built, context) => {
        context.address ??= visitorAddress((visitors += 1));
        built.headers = { ...built.headers, "x-forwarded-for": context.address };
        return built;
      },
    })),
    setupClient: (client) => {
      // A connection sends the sequence in order, one request at a time.
      let answered = 0;
      client.on("response", (status) => {
        const index = answered % length;
        answered += 1;
        answers += 1;
        if (status < 200 || status > 299) {
          const key = `${status} ${sequence[index].method} ${sequence[index].path}`;
          failures.set(key, (failures.get(key) ?? 0) + 1);
        }
        if (index === length - 1) wholeVisits += 1;
      });
    },
  });
  const seconds = (performance.now() - startedAt) / 1000;
  return {
    visitsPerSecond: answers / length / seconds,
    wholeVisits,
    failed: result.non2xx + result.errors + result.timeouts,
    failures: [
      ...[...failures].map(([key, count]) => `${count}x ${key}`),
      ...(result.errors ? [`${result.errors} connection errors`] : []),
      ...(result.timeouts ? [`${result.timeouts} timeouts`] : []),
    ],
  };
}

/**
 * Requests per second of one request repeated.
 * @param {string} origin
 * @param {Replayed} request
 * @param {{ durationS: number, connections?: number }} options
 */
async function repeat(origin, request, { durationS, connections = CONNECTIONS }) {
  const result = await autocannon({
    url: origin,
    connections,
    duration: durationS,
    requests: [request],
  });
  return {
    perSecond: result.requests.average,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * The noisy neighbour: one client's warm-page throughput while five anonymous connections from
 * another address make the site render past its caches, each kind in a round of its own, against
 * quiet runs of the same client before and after each round.
 * @param {string} site
 * @param {Visit} siteVisit
 * @param {number} durationS
 */
async function neighbourRounds(site, siteVisit, durationS) {
  const sequence = replayedSequence(siteVisit, site);
  const landing = sequence[0];
  const victim = { ...landing, headers: { ...landing.headers, "x-forwarded-for": "203.0.113.7" } };
  const anonymous = { ...landing.headers, "x-forwarded-for": "198.51.100.66" };
  delete anonymous.cookie;
  const pages = [SITE_PLAN.landing, ...siteVisit.clicks.map((click) => click.path)];
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

/**
 * The router headers a request carried: their names, and the values of those that say what kind
 * of prefetch it is (the others differ from page to page).
 * @param {Sent} sent
 */
function routerHeaders(sent) {
  const present = ROUTER_HEADERS.filter((name) => sent.headers[name] !== undefined);
  const shown = present.map((name) =>
    name.startsWith("next-router-prefetch") || name.startsWith("next-router-segment")
      ? `${name}: ${sent.headers[name]}`
      : name,
  );
  return shown.join(", ") || "no router header, no cookie";
}

/**
 * Per kind: how many, bytes as transferred, how many the browser cut off (Next.js stops reading
 * a dynamic page's prefetch once it has the part it keeps), how many got no 2xx, and the router
 * headers they carried.
 * @param {Visit} visit
 * @param {string} origin
 */
function visitSummary(visit, origin) {
  const kinds = byKind(visit, origin);
  return Object.fromEntries(
    Object.entries(kinds).map(([kind, sent]) => {
      /** @type {Map<string, number>} */
      const headerSets = new Map();
      for (const one of sent) {
        headerSets.set(routerHeaders(one), (headerSets.get(routerHeaders(one)) ?? 0) + 1);
      }
      return [
        kind,
        {
          count: sent.length,
          bodyBytes: sent.reduce((sum, one) => sum + one.bodyBytes, 0),
          headerBytes: sent.reduce((sum, one) => sum + one.headerBytes, 0),
          cutOff: sent.filter((one) => one.failure !== null && one.status !== 0).length,
          notAnswered: sent.filter((one) => one.status === 0).length,
          not2xx: sent.filter((one) => one.status !== 0 && (one.status < 200 || one.status > 299))
            .length,
          headerSets: [...headerSets].map(([headers, count]) => `${count}x ${headers}`),
        },
      ];
    }),
  );
}

/**
 * Prints what the first measured visit of a site sent, by kind.
 * @param {VisitPlan} plan
 * @param {Visit[]} visits
 * @param {string} origin
 */
function printRequests(plan, visits, origin) {
  const summaries = visits.map((one) => visitSummary(one, origin));
  const [first] = summaries;
  const replayed = KINDS.reduce((sum, kind) => sum + first[kind].count, 0);
  console.log(
    `  ${plan.name}: ${[plan.landing, ...visits[0].clicks.map((click) => click.path)].join(" → ")}, ${replayed} requests replayed a visit`,
  );
  for (const kind of KINDS) {
    const { count, bodyBytes, headerBytes, cutOff, notAnswered, not2xx } = first[kind];
    if (count === 0) continue;
    const counts = summaries.map((summary) => summary[kind].count);
    const notes = [
      `${kB(bodyBytes)} (+${kB(headerBytes)} headers)`,
      cutOff ? `${cutOff} cut off by the browser` : "",
      notAnswered ? `${notAnswered} without an answer` : "",
      not2xx ? `${not2xx} not 2xx` : "",
      Math.min(...counts) === Math.max(...counts)
        ? ""
        : `${Math.min(...counts)}-${Math.max(...counts)} in the ${visits.length} visits`,
    ];
    console.log(
      `    ${kind.padEnd(15)} ${String(count).padStart(3)}  ${notes.filter(Boolean).join("; ")}`,
    );
    console.log(`      ${first[kind].headerSets.join("; ")}`);
  }
  const aside = [
    `${first["static file"].count} static files (${kB(first["static file"].bodyBytes)})`,
    `${first["other origin"].count} requests to other origins (${kB(first["other origin"].bodyBytes)})`,
  ];
  console.log(`    not replayed: ${aside.join(", ")}`);
}

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
