// The visit bench's first part (visit.mjs): Chromium visits a site as a first-time visitor
// (fresh context, empty cache, desktop size). It lands on a page, reads until the network is
// quiet, then for each click of its plan moves the pointer onto a link (scrolling there the way a
// visitor does, so links on the way enter the viewport), rests HOVER_MS on it and clicks. Every
// request the browser sends is recorded through the DevTools protocol, and each click's time
// until the new page's h1 is visible.
import { setTimeout as sleep } from "node:timers/promises";

import { devices } from "@playwright/test";

/**
 * @typedef {{ name: string, link: string, opener?: string }} Click a link to click: `link` is a
 *   selector of candidates (the first whose page was not visited yet is taken); `opener`, a menu
 *   item hovered first, whose panel holds the candidates.
 * @typedef {{ name: string, landing: string, clicks: Click[] }} VisitPlan
 * @typedef {{ method: string, url: string, resourceType: string, headers: Record<string, string>,
 *   postData: string | null, status: number, failure: string | null, bodyBytes: number,
 *   headerBytes: number }} Sent a request the browser sent, and what came back
 * @typedef {{ sent: Sent[], clicks: { name: string, path: string, ms: number }[] }} Visit
 */

/** How long the pointer rests on a link before the click (and on a menu item before its panel). */
export const HOVER_MS = 300;
/** The network counts as quiet after this long without a request in flight. */
const QUIET_MS = 500;
/** A visitor reads at most this long before moving on, quiet network or not. */
const MAX_READ_MS = 15_000;

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
export async function visit(browser, origin, plan) {
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
